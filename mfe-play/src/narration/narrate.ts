import type { GameEvent } from '@pylands/game-engine';

/** One sentence of the narration: a locale key and its values. */
export interface NarrationLine {
  key: string;
  values?: Record<string, unknown>;
  /** A game rule's error: its own message (`game.<key>`), put into the sentence as `message`. */
  rule?: RuleError;
}

/** A game rule's error, as the engine reports it (its key, English text and the key's values). */
export interface RuleError {
  key: string;
  message: string;
  values?: Record<string, unknown>;
}

/** How a run ended, as far as the narration tells it. */
export type RunOutcome =
  | { kind: 'complete' }
  | { kind: 'not-yet' }
  | { kind: 'timeout' }
  | { kind: 'stopped' }
  | { kind: 'rule-error'; rule: RuleError }
  | { kind: 'python-error'; line: number | null };

/** At most this many sentences about the character's actions: a long program is not read out move by move. */
export const MAX_ACTION_LINES = 6;

function stepsOf(event: GameEvent): number {
  if (event.path) return event.path.length;
  const n = Number(event.args[0] ?? 1);
  return Number.isFinite(n) ? n : 1;
}

/** The sentence for one event, or null when a neighbouring sentence already counts it. */
function actionLine(event: GameEvent): NarrationLine | null {
  if (event.error) return null; // the outcome's sentence says what went wrong
  switch (event.command) {
    case 'move_forward':
      return event.blocked
        ? { key: 'play.narration.bumped' }
        : { key: 'play.narration.moved', values: { count: stepsOf(event) } };
    case 'turn_left':
      return { key: 'play.narration.turnedLeft' };
    case 'turn_right':
      return { key: 'play.narration.turnedRight' };
    case 'collect':
      return { key: 'play.narration.collected', values: { count: 1 } };
    default:
      return { key: 'play.narration.action', values: { command: `${event.command}()` } };
  }
}

/** Consecutive moves (or pick-ups) become one sentence with their total. */
function merge(lines: NarrationLine[], line: NarrationLine): void {
  const last = lines[lines.length - 1];
  const counted = line.key === 'play.narration.moved' || line.key === 'play.narration.collected';
  if (counted && last?.key === line.key) {
    last.values = { count: Number(last.values?.count) + Number(line.values?.count) };
  } else {
    lines.push(line);
  }
}

function outcomeLine(outcome: RunOutcome): NarrationLine | null {
  switch (outcome.kind) {
    case 'complete':
      return { key: 'play.narration.levelComplete' };
    case 'not-yet':
      return { key: 'play.narration.notYet' };
    case 'timeout':
      return { key: 'play.narration.timeout' };
    case 'rule-error':
      return { key: 'play.narration.ruleError', rule: outcome.rule };
    case 'python-error':
      return outcome.line
        ? { key: 'play.narration.pythonError', values: { line: outcome.line } }
        : { key: 'play.narration.pythonErrorNoLine' };
    case 'stopped':
      return null;
  }
}

/**
 * What the character did in one run, in a few short sentences for a screen reader's polite live
 * region: merged moves, the first few actions and a count of the rest, then how the run ended.
 */
export function narrationOf(events: readonly GameEvent[], outcome: RunOutcome): NarrationLine[] {
  const actions: NarrationLine[] = [];
  for (const event of events) {
    const line = actionLine(event);
    if (line) merge(actions, line);
  }
  const lines = actions.slice(0, MAX_ACTION_LINES);
  const rest = actions.length - lines.length;
  if (rest > 0) lines.push({ key: 'play.narration.more', values: { count: rest } });
  if (events.length === 0 && outcome.kind !== 'stopped') lines.push({ key: 'play.narration.noActions' });
  const end = outcomeLine(outcome);
  if (end) lines.push(end);
  return lines;
}
