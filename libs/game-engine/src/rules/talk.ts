import type { LevelGoal, Vec2 } from '../types';
import { cellOf, facedCell } from '../geometry/vec';
import type { WorldObject } from '../objects/world-objects';
import { fail, isFailure, type RuleFailure, type WorldState } from '../world/world-state';
import { pick, placedGoals, type Rule } from './rule';

/** The goal's expected text: expectedData, else data; absent or '*' (the creator's "any text") takes any. */
function expectedText(goal: LevelGoal): string | undefined {
  const expected = goal.expectedData ?? goal.data;
  if (expected === undefined || expected === null || expected === '*') return undefined;
  return String(expected);
}

const textFits = (goal: LevelGoal, text: string): boolean => {
  const expected = expectedText(goal);
  return expected === undefined || expected.trim() === text.trim();
};

/** Text arguments: strings, and numbers written as Python prints them. */
function readText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim()) return value;
  return undefined;
}

type Said = 'speak' | 'write' | 'question';
const WRONG: Record<Said | 'display', string> = {
  speak: 'speak.wrongPhrase',
  write: 'write.wrongMessage',
  question: 'question.wrongMessage',
  display: 'display.wrongMessage',
};

/**
 * speak/write/question(text): the text must equal the goal's expected data, at the goal's X mark
 * (§5). A level with no goal for the command lets the character say anything anywhere.
 */
function say(world: WorldState, args: readonly unknown[], action: Said): RuleFailure | void {
  const text = readText(args[0]);
  if (text === undefined) return fail(`${action}.data`);
  if (world.goals.ofAction(action).length) {
    const placed = placedGoals(world, action);
    if (isFailure(placed)) return placed;
    const state = pick(placed, (s) => textFits(s.goal, text));
    if (!state) return fail(WRONG[action]);
    world.goals.score(state);
  }
  world.text = text;
}

export const speak: Rule = (world, args) => say(world, args, 'speak');
export const write: Rule = (world, args) => say(world, args, 'write');

/** question(text[, answer]): the runner passes the learner's yes/no as args[1] once known. */
export const question: Rule = (world, args) => {
  const failure = say(world, args, 'question');
  if (failure) return failure;
  if (typeof args[1] === 'boolean') world.answer = args[1];
};

/** The item a read or display is about: on the faced cell, else under the player; ones with text first. */
function itemAround(world: WorldState, cells: Vec2[]): WorldObject | undefined {
  const found = cells.flatMap((cell) => world.objects.at(cell));
  return found.find((o) => o.item.data !== undefined && o.item.data !== '') ?? found[0];
}

function cellsFor(world: WorldState, goal?: LevelGoal): Vec2[] {
  if (!goal) return [facedCell(world.player), cellOf(world.player)];
  return [goal.targetPosition, goal.position ?? cellOf(world.player)].filter((c): c is Vec2 => !!c);
}

/** read(): returns the text of the item at the position (§5: "an item must exist at the position"). */
export const read: Rule = (world) => {
  let goal: LevelGoal | undefined;
  const state = world.goals.ofAction('read').length ? placedGoals(world, 'read') : undefined;
  if (isFailure(state)) return state;
  if (state) goal = pick(state, () => true)!.goal;
  const item = itemAround(world, cellsFor(world, goal));
  if (!item) return fail('read.position');
  world.text = item.item.data ?? '';
  if (state) world.goals.score(pick(state, () => true)!);
};

/** display(text): shows the text on the item at the position; with a goal, it must be the expected text. */
export const display: Rule = (world, args) => {
  const text = readText(args[0]);
  const goals = world.goals.ofAction('display');
  const placed = goals.length ? placedGoals(world, 'display') : undefined;
  if (isFailure(placed)) return placed;
  const anyGoal = placed ? pick(placed, () => true)!.goal : undefined;
  if (!itemAround(world, cellsFor(world, anyGoal))) return fail('display.position');
  if (text === undefined) return fail(WRONG.display);
  if (placed) {
    const state = pick(placed, (s) => textFits(s.goal, text));
    if (!state) return fail(WRONG.display);
    world.goals.score(state);
  }
  world.text = text;
};
