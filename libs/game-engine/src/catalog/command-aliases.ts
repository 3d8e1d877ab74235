import type { CommandName } from '../types';

/** The interface languages whose children may also call the robot's commands in their own words. */
export const ALIAS_LANGUAGES = ['es', 'fr', 'de', 'pt', 'zh', 'ar'] as const;
export type AliasLanguage = (typeof ALIAS_LANGUAGES)[number];

/**
 * Each command's name in the child's language: imperative verbs a child of that language would
 * say to the robot, written as Python identifiers (letters and `_`; accents and scripts are valid
 * identifiers in Python 3). The English names always work too. Every alias is defined in every
 * run, whatever the language, so the server's replay never needs to know the child's language.
 */
export const COMMAND_ALIASES: Readonly<Record<AliasLanguage, Readonly<Record<CommandName, string>>>> = {
  es: {
    move_forward: 'avanzar',
    turn_left: 'girar_izquierda',
    turn_right: 'girar_derecha',
    push: 'empujar',
    build: 'construir',
    speak: 'hablar',
    water: 'regar',
    collect: 'recoger',
    open: 'abrir',
    close: 'cerrar',
    place: 'colocar',
    plant: 'plantar',
    combine: 'combinar',
    write: 'escribir',
    read: 'leer',
    question: 'preguntar',
    display: 'mostrar',
  },
  fr: {
    move_forward: 'avancer',
    turn_left: 'tourner_gauche',
    turn_right: 'tourner_droite',
    push: 'pousser',
    build: 'construire',
    speak: 'parler',
    water: 'arroser',
    collect: 'ramasser',
    open: 'ouvrir',
    close: 'fermer',
    place: 'poser',
    plant: 'planter',
    combine: 'combiner',
    write: 'écrire',
    read: 'lire',
    question: 'demander',
    display: 'afficher',
  },
  de: {
    move_forward: 'vorwärts',
    turn_left: 'links_drehen',
    turn_right: 'rechts_drehen',
    push: 'schieben',
    build: 'bauen',
    speak: 'sprechen',
    water: 'gießen',
    collect: 'sammeln',
    open: 'öffnen',
    close: 'schließen',
    place: 'ablegen',
    plant: 'pflanzen',
    combine: 'mischen',
    write: 'schreiben',
    read: 'lesen',
    question: 'fragen',
    display: 'anzeigen',
  },
  pt: {
    move_forward: 'avançar',
    turn_left: 'virar_esquerda',
    turn_right: 'virar_direita',
    push: 'empurrar',
    build: 'construir',
    speak: 'falar',
    water: 'regar',
    collect: 'coletar',
    open: 'abrir',
    close: 'fechar',
    place: 'colocar',
    plant: 'plantar',
    combine: 'combinar',
    write: 'escrever',
    read: 'ler',
    question: 'perguntar',
    display: 'mostrar',
  },
  zh: {
    move_forward: '前进',
    turn_left: '左转',
    turn_right: '右转',
    push: '推',
    build: '建造',
    speak: '说话',
    water: '浇水',
    collect: '收集',
    open: '打开',
    close: '关上',
    place: '放置',
    plant: '种植',
    combine: '混合',
    write: '写',
    read: '读',
    question: '提问',
    display: '显示',
  },
  ar: {
    move_forward: 'تقدم',
    turn_left: 'استدر_يسارا',
    turn_right: 'استدر_يمينا',
    push: 'ادفع',
    build: 'ابن',
    speak: 'تكلم',
    water: 'اسق',
    collect: 'اجمع',
    open: 'افتح',
    close: 'أغلق',
    place: 'ضع',
    plant: 'ازرع',
    combine: 'اخلط',
    write: 'اكتب',
    read: 'اقرأ',
    question: 'اسأل',
    display: 'اعرض',
  },
};

export const isAliasLanguage = (language: string): language is AliasLanguage =>
  (ALIAS_LANGUAGES as readonly string[]).includes(language);

/** The command's name in a language, or undefined where the language has no aliases. */
export function commandAlias(command: CommandName, language: string): string | undefined {
  return isAliasLanguage(language) ? COMMAND_ALIASES[language][command] : undefined;
}

/** Every alias with the command it stands for (an alias shared by two languages appears once). */
export function allCommandAliases(): ReadonlyMap<string, CommandName> {
  const all = new Map<string, CommandName>();
  for (const language of ALIAS_LANGUAGES) {
    for (const [command, alias] of Object.entries(COMMAND_ALIASES[language]) as [CommandName, string][]) {
      all.set(alias, command);
    }
  }
  return all;
}
