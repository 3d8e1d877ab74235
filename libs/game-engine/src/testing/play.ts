import type { Command, GameEvent, Item, LevelGoal, World } from '../types';
import { createWorld } from '../world/create-world';
import { buildLevel, type TestLevel } from './level-builder';

export interface Played {
  world: World;
  events: readonly GameEvent[];
  last: GameEvent;
}

/** Runs calls like ['move_forward', 2] on a test level, stopping at the first error (as the runner does). */
export function play(spec: TestLevel, calls: [string, ...unknown[]][]): Played {
  const world = createWorld(buildLevel(spec));
  calls.forEach(([name, ...args], i) => {
    if (world.stoppedBy) return;
    world.apply({ name, args, line: i + 1 } as Command);
  });
  return { world, events: world.events, last: world.events[world.events.length - 1] };
}

/** A walled 5×4 room; the player starts at (3,3) facing up, so (3,2) is the faced cell. */
export const ROOM = ['#######', '#.....#', '#.....#', '#..S..#', '#.....#', '#######'];

export const item = (
  action: string,
  type: string,
  position: [number, number],
  extra: Partial<Item> = {},
): Item => ({
  action,
  type,
  position,
  ...extra,
});

export const goal = (
  action: LevelGoal['action'],
  type: string,
  extra: Partial<LevelGoal> = {},
): LevelGoal => ({
  type,
  action,
  ...extra,
});

/** n items of a type on one cell, to collect one by one. */
export const pile = (type: string, n: number, position: [number, number]): Item[] =>
  Array.from({ length: n }, () => item('collect', type, position));

export const repeat = (n: number, call: [string, ...unknown[]]): [string, ...unknown[]][] =>
  Array.from({ length: n }, () => call);
