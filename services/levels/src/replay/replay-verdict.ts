import { REPLAY_REJECTED_PREFIX } from '@pylands/contracts';
import type { RunResult } from '@pylands/python-runner';

export type ReplayVerdict = { complete: true } | { complete: false; reason: string };

/**
 * A replay completes the level only when every goal is met and nothing went wrong; otherwise the
 * reason reads like the play screen's own message, e.g. "The program did not complete the level:
 * Wrong way, you bumped into a wall. (line 4)".
 */
export function replayVerdict(result: RunResult): ReplayVerdict {
  if (result.timedOut) return rejected('it ran longer than 5 seconds and was stopped.');
  if (result.stopped) return rejected('it was stopped.');
  if (result.error) {
    const line = result.error.line === null ? '' : ` (line ${result.error.line})`;
    return rejected(`${result.error.message}${line}`);
  }
  if (!result.completion.complete) {
    return rejected(result.completion.error?.message ?? 'not every goal of the level was reached.');
  }
  return { complete: true };
}

function rejected(why: string): ReplayVerdict {
  return { complete: false, reason: `${REPLAY_REJECTED_PREFIX}: ${why}` };
}
