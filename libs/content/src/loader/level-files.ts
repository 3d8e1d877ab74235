import fs from 'fs';
import path from 'path';
import type { Item, LevelConstant, LevelGoal, TiledMap, Vec2 } from '@pylands/game-engine';

/** The level.json a level folder carries (the map, texts and code live in their own files). */
export interface LevelSettings {
  name: string;
  start: Vec2;
  zoom: number;
  maxLinesOfCode?: number;
  guideImage?: string;
  requiresLogin?: boolean;
  solutionAnswers?: boolean[];
  items: Item[];
  levelGoals: LevelGoal[];
  constants: LevelConstant[];
}

/** A level's guide, hint and tutorial in another language (any of them may still be English). */
export interface LevelTexts {
  guide?: string;
  hint?: string;
  tutorial?: string;
}

/** Everything read from one level folder. */
export interface LevelFiles {
  settings: LevelSettings;
  map: TiledMap;
  codeTemplate: string;
  guide: string;
  hint: string;
  tutorial?: string;
  solution: string;
  /** `guide.es.md`, `hint.es.md`, `tutorial.es.md` … by language code. */
  translations: Record<string, LevelTexts>;
}

function readText(dir: string, file: string): string {
  return fs.readFileSync(path.join(dir, file), 'utf8');
}

function readOptional(dir: string, file: string): string | undefined {
  const full = path.join(dir, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
}

function isVec2(v: unknown): v is Vec2 {
  return Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n));
}

function checkSettings(raw: unknown, where: string): LevelSettings {
  const s = raw as Partial<LevelSettings>;
  const problems: string[] = [];
  if (typeof s.name !== 'string' || !s.name) problems.push('name');
  if (!isVec2(s.start)) problems.push('start');
  if (typeof s.zoom !== 'number') problems.push('zoom');
  if (!Array.isArray(s.items) || !s.items.every((i) => isVec2(i.position))) problems.push('items');
  if (!Array.isArray(s.levelGoals)) problems.push('levelGoals');
  if (!Array.isArray(s.constants)) problems.push('constants');
  if (s.requiresLogin !== undefined && typeof s.requiresLogin !== 'boolean') problems.push('requiresLogin');
  if (
    s.solutionAnswers !== undefined &&
    !(Array.isArray(s.solutionAnswers) && s.solutionAnswers.every((a) => typeof a === 'boolean'))
  )
    problems.push('solutionAnswers');
  if (problems.length) throw new Error(`${where}: invalid or missing ${problems.join(', ')}`);
  return s as LevelSettings;
}

const TRANSLATED_FILE = /^(guide|hint|tutorial)\.([a-z]{2})\.md$/;

/** The level's texts translated beside the English ones (`guide.<language>.md` …). */
function readTranslations(dir: string): Record<string, LevelTexts> {
  const translations: Record<string, LevelTexts> = {};
  for (const file of fs.readdirSync(dir).sort()) {
    const match = TRANSLATED_FILE.exec(file);
    if (!match) continue;
    const [, kind, language] = match as unknown as [string, keyof LevelTexts, string];
    (translations[language] ??= {})[kind] = readText(dir, file).trim();
  }
  return translations;
}

export function readLevelFiles(dir: string): LevelFiles {
  const settings = checkSettings(JSON.parse(readText(dir, 'level.json')), path.join(dir, 'level.json'));
  return {
    settings,
    map: JSON.parse(readText(dir, 'map.json')) as TiledMap,
    codeTemplate: readText(dir, 'template.py'),
    guide: readText(dir, 'guide.md').trim(),
    hint: readText(dir, 'hint.md').trim(),
    tutorial: readOptional(dir, 'tutorial.md')?.trim(),
    solution: readText(dir, 'solution.py'),
    translations: readTranslations(dir),
  };
}
