import { commandAlias, type CommandDoc } from '@pylands/game-engine';

/** How a command is called in the child's language (`avanzar([steps])`), or null without aliases. */
export function aliasSignature(doc: Pick<CommandDoc, 'name' | 'signature'>, language: string): string | null {
  const alias = commandAlias(doc.name, language);
  return alias ? alias + doc.signature.slice(doc.name.length) : null;
}
