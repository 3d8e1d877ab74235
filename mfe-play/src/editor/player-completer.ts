import { useEffect } from 'react';
import ace from 'ace-builds/src-noconflict/ace';
import { COMMAND_DOCS, commandDescriptionKey } from '@pylands/game-engine';
import { i18next } from '@pylands/shared-ui';

let registered = false;

/** Autocomplete offers the player commands, each with its short description (doc 2 §2). */
export function usePlayerCompleter(): void {
  useEffect(() => {
    if (registered) return;
    registered = true;
    const tools = ace.require('ace/ext/language_tools') as {
      addCompleter(completer: unknown): void;
    };
    tools.addCompleter({
      identifierRegexps: [/[a-zA-Z_0-9]/],
      getCompletions(
        _editor: unknown,
        _session: unknown,
        _pos: unknown,
        prefix: string,
        callback: (error: null, list: unknown[]) => void,
      ) {
        callback(
          null,
          COMMAND_DOCS.filter((doc) => doc.autocomplete && doc.name.startsWith(prefix)).map((doc) => ({
            caption: doc.name,
            value: doc.name,
            meta: 'player',
            score: 1000,
            // Read at each completion, so a change of language shows at once.
            docText: `${doc.signature}\n${i18next.t(commandDescriptionKey(doc.name))}`,
          })),
        );
      },
    });
  }, []);
}
