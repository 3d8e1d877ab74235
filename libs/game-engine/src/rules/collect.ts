import type { Vec2 } from '../types';
import { cellOf } from '../geometry/vec';
import type { GoalState } from '../goals/goal-book';
import { isCombineResult, normalizeType, sameType } from '../objects/object-kinds';
import type { WorldObject } from '../objects/world-objects';
import { fail, type WorldState } from '../world/world-state';
import { fillCanteen, isWaterName, CANTEEN } from './canteen';
import { goalName, pick, type Rule } from './rule';

type Subject = string | string[];

/**
 * collect(subject): the subject is an item name or a list of names (§5: "subject must match goal
 * data; a list subject must equal the goal list exactly").
 *
 * Where the spot is: a collect goal with a position (or targetPosition) is done standing there and
 * facing its target, like every other action (§5). Plain collect goals in levels carry no position
 * (the spec's generated goals are "one collect goal per plain item type with a count"), so the
 * item's own cell is the spot: the player walks onto the item and collects it ("collect needs a
 * valid position and name", §8). collect("water") at a water goal refills the canteen.
 */
export const collect: Rule = (world, args) => {
  const subject = readSubject(args[0]);
  const waterSubject = typeof subject === 'string' && isWaterName(subject);
  if (subject === undefined) return fail('collect.object.data');

  const placed = world.goals
    .placedFor('collect', world.player)
    .filter((s) => s.goal.position || s.goal.targetPosition);
  if (placed.length) {
    const state = pick(placed, (s) => subjectMatches(s, subject));
    if (!state) return fail(placed.some(isWaterGoal) ? 'collect.water.data' : 'collect.object.data');
    if (isWaterGoal(state)) fillCanteen(world);
    else
      takeAt(world, state.goal.targetPosition ?? state.goal.position ?? cellOf(world.player), names(subject));
    world.goals.score(state);
    return;
  }
  if (waterSubject) return fail('collect.water.position');

  const here = world.objects
    .at(cellOf(world.player))
    .filter((o) => o.item.action === 'collect' || isCombineResult(o.item));
  if (here.length === 0) return fail('collect.object.position');

  if (Array.isArray(subject)) {
    const state = pick(unplaced(world), (s) => Array.isArray(s.goal.data) && subjectMatches(s, subject));
    if (!state) return fail('collect.object.data');
    const chosen = choose(here, subject);
    if (!chosen) return fail('collect.object.position');
    chosen.forEach((o) => takeItem(world, o));
    world.goals.score(state);
    return;
  }

  const item = here.find((o) => sameType(o.item.type, subject));
  if (!item) return fail('collect.object.data');
  takeItem(world, item);
  const state = pick(
    unplaced(world),
    (s) => !Array.isArray(s.goal.data) && sameType(goalName(s), item.item.type),
  );
  if (state) world.goals.score(state);
};

function readSubject(value: unknown): Subject | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (Array.isArray(value) && value.length && value.every((v) => typeof v === 'string'))
    return value as string[];
  return undefined;
}

const names = (subject: Subject): string[] => (Array.isArray(subject) ? subject : [subject]);

const isWaterGoal = (s: GoalState): boolean => !Array.isArray(s.goal.data) && isWaterName(goalName(s));

/** A list must equal the goal's list exactly (same names, same order); a name must equal the goal's data. */
function subjectMatches(s: GoalState, subject: Subject): boolean {
  const data = s.goal.data;
  if (Array.isArray(subject) || Array.isArray(data)) {
    return (
      Array.isArray(subject) &&
      Array.isArray(data) &&
      subject.length === data.length &&
      subject.every((name, i) => typeof data[i] === 'string' && name === data[i])
    );
  }
  return sameType(goalName(s), subject);
}

const unplaced = (world: WorldState): GoalState[] =>
  world.goals.ofAction('collect').filter((s) => !s.goal.position && !s.goal.targetPosition);

/** One distinct item on the cell for each name, or undefined when one is missing. */
function choose(here: WorldObject[], wanted: string[]): WorldObject[] | undefined {
  const left = [...here];
  const chosen: WorldObject[] = [];
  for (const name of wanted) {
    const i = left.findIndex((o) => sameType(o.item.type, name));
    if (i < 0) return undefined;
    chosen.push(...left.splice(i, 1));
  }
  return chosen;
}

function takeItem(world: WorldState, object: WorldObject): void {
  world.take(object);
  if (normalizeType(object.item.type) === CANTEEN) fillCanteen(world, object.item.data);
  else world.inventory.add(object.item.type, 1);
}

/** At a placed goal: takes a matching item from the spot for each name, or adds the name when none lies there. */
function takeAt(world: WorldState, cell: Vec2, wanted: string[]): void {
  const left = world.objects.at(cell).filter((o) => o.item.action === 'collect' || isCombineResult(o.item));
  for (const name of wanted) {
    const i = left.findIndex((o) => sameType(o.item.type, name));
    if (i >= 0) takeItem(world, left.splice(i, 1)[0]);
    else if (normalizeType(name) === CANTEEN) fillCanteen(world);
    else world.inventory.add(name, 1);
  }
}
