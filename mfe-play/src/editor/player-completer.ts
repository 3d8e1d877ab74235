import { useEffect } from 'react';
import ace from 'ace-builds/src-noconflict/ace';
import { commandDescriptionKey } from '@pylands/game-engine';
import { i18next } from '@pylands/shared-ui';
import { playerCompletions, type Completion } from './player-completions';

let registered = false;

/** Registers the player-command completer with Ace once per page. */
export function usePlayerCompleter(): void {
  useEffect(() => {
    if (registered) return;
    registered = true;
    const tools = ace.require('ace/ext/language_tools') as {
      addCompleter(completer: unknown): void;
    };
    tools.addCompleter({
      // Letters of any script: Chinese and Arabic command names complete too.
      identifierRegexps: [/[\p{L}\p{N}_]/u],
      getCompletions(
        _editor: unknown,
        _session: unknown,
        _pos: unknown,
        prefix: string,
        callback: (error: null, list: Completion[]) => void,
      ) {
        // Read at each completion, so a change of language shows at once.
        callback(
          null,
          playerCompletions(prefix, i18next.language, (doc) => i18next.t(commandDescriptionKey(doc.name))),
        );
      },
    });
  }, []);
}
