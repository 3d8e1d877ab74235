import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunResult } from '@pylands/python-runner/browser';
import { narrationOf, type NarrationLine, type RunOutcome } from './narrate';

/** How a run ended, read from the runner's result. */
export function outcomeOf(result: RunResult): RunOutcome {
  if (result.stopped) return { kind: 'stopped' };
  if (result.timedOut) return { kind: 'timeout' };
  const error = result.error;
  if (error?.key) {
    const values = (error as { values?: Record<string, unknown> }).values;
    return { kind: 'rule-error', rule: { key: error.key, message: error.message, values } };
  }
  if (error) return { kind: 'python-error', line: error.line };
  return result.completion.complete ? { kind: 'complete' } : { kind: 'not-yet' };
}

/**
 * The play screen's narration: after each run, one short paragraph in the user's language saying
 * what the character did and how the run ended, for a polite live region. A new run clears it
 * first, so the same words after the next run are announced again.
 */
export function useNarration() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const sentence = useCallback(
    (line: NarrationLine) => {
      if (!line.rule) return t(line.key, line.values ?? {});
      const { key, message, values } = line.rule;
      // The rule's own message in the user's language (the engine's English when not translated).
      return t(line.key, { message: t(`game.${key}`, { ...values, defaultValue: message }) });
    },
    [t],
  );
  const narrate = useCallback(
    (result: RunResult) => setText(narrationOf(result.events, outcomeOf(result)).map(sentence).join(' ')),
    [sentence],
  );
  const clear = useCallback(() => setText(''), []);
  return { text, narrate, clear };
}
