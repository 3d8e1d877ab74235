import { facingAfterLeftTurn, facingAfterRightTurn, type GameEvent, type Vec2 } from '@pylands/game-engine';

export type Step = { kind: 'step'; to: Vec2; facing: Vec2; event: GameEvent; index: number };
export type Face = { kind: 'face'; facing: Vec2; before: Vec2; event: GameEvent };
export type Blocked = { kind: 'blocked'; facing: Vec2; event: GameEvent };
export type Act = { kind: 'act'; command: string; args: readonly unknown[]; event: GameEvent };
export type Action = Step | Face | Blocked | Act;

export const same = (a: Vec2, b: Vec2) => a[0] === b[0] && a[1] === b[1];
const facingOf = (t: { rotationX: number; rotationY: number }): Vec2 => [t.rotationX, t.rotationY];

/** The turn(s) from one facing to another, as the engine turns: a U-turn is two right turns. */
export function turnsBetween(from: Vec2, to: Vec2): string[] {
  if (same(facingAfterRightTurn(from), to)) return ['turn_right()'];
  if (same(facingAfterLeftTurn(from), to)) return ['turn_left()'];
  if (same(from, to)) return [];
  return ['turn_right()', 'turn_right()'];
}

/**
 * A run as a list of what the character did, cell by cell: each step of a move, each change of
 * facing (consecutive turns merged), a bumped wall, and every other command with its arguments.
 */
export function actionsOf(events: readonly GameEvent[]): Action[] {
  const actions: Action[] = [];
  for (const event of events) {
    if (event.command === 'move_forward') {
      (event.path ?? []).forEach((to, index) =>
        actions.push({ kind: 'step', to, facing: facingOf(event.to), event, index }),
      );
      if (event.blocked || event.error?.key === 'move.wall')
        actions.push({ kind: 'blocked', facing: facingOf(event.to), event });
    } else if (event.command === 'turn_left' || event.command === 'turn_right') {
      const last = actions[actions.length - 1];
      if (last?.kind === 'face') {
        last.facing = facingOf(event.to);
        if (same(last.facing, last.before)) actions.pop();
      } else actions.push({ kind: 'face', facing: facingOf(event.to), before: facingOf(event.from), event });
    } else actions.push({ kind: 'act', command: event.command, args: event.args, event });
  }
  return actions;
}

export function sameAction(a: Action, b: Action): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'step' && b.kind === 'step') return same(a.to, b.to);
  if (a.kind === 'face' && b.kind === 'face') return same(a.facing, b.facing);
  if (a.kind === 'act' && b.kind === 'act')
    return a.command === b.command && JSON.stringify(a.args) === JSON.stringify(b.args);
  return a.kind === 'blocked';
}

/** Steps in a row from index k that go the same way. */
export function straightSteps(actions: Action[], k: number): number {
  const first = actions[k];
  if (first?.kind !== 'step') return 0;
  let n = 0;
  while (actions[k + n]?.kind === 'step' && same((actions[k + n] as Step).facing, first.facing)) n++;
  return n;
}

/** Cells walked by the move an action belongs to before it went wrong. */
export const walkedBefore = (mine: Step | Blocked): number =>
  mine.kind === 'step' ? mine.index : (mine.event.path ?? []).length;

/** Where a learner's run first differs from the reference run: action k of each (absent past the end). */
export interface Divergence {
  learner: Action[];
  solution: Action[];
  k: number;
  mine?: Action;
  next?: Action;
}

export function divergenceOf(run: readonly GameEvent[], reference: readonly GameEvent[]): Divergence {
  const learner = actionsOf(run);
  const solution = actionsOf(reference);
  let k = 0;
  while (k < learner.length && k < solution.length && sameAction(learner[k], solution[k])) k++;
  return { learner, solution, k, mine: learner[k], next: solution[k] };
}
