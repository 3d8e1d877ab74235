import { COMMAND_DOCS, type CommandDoc } from '@pylands/game-engine';
import { aliasSignature } from '../play/command-signature';

export interface Completion {
  caption: string;
  value: string;
  meta: string;
  score: number;
  docText: string;
}

/**
 * The player commands the editor offers for a typed prefix (doc 2 §2), with their short
 * descriptions: in the child's language first where it has command names, the English ones too.
 */
export function playerCompletions(
  prefix: string,
  language: string,
  describe: (doc: CommandDoc) => string,
): Completion[] {
  return COMMAND_DOCS.filter((doc) => doc.autocomplete).flatMap((doc) => {
    const alias = aliasSignature(doc, language);
    const names = [...(alias ? [{ call: alias, score: 1001 }] : []), { call: doc.signature, score: 1000 }];
    return names
      .map(({ call, score }) => ({ name: call.slice(0, call.indexOf('(')), call, score }))
      .filter(({ name }) => name.startsWith(prefix))
      .map(({ name, call, score }) => ({
        caption: name,
        value: name,
        meta: 'player',
        score,
        docText: `${call}\n${describe(doc)}`,
      }));
  });
}
