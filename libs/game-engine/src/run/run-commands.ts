import type { Command, CompletionResult, GameEvent, LevelConstant, LevelDefinition, World } from '../types';
import { createWorld } from '../world/create-world';
import { cloneJson } from '../world/clone';

export interface RunInput {
  /** The program's variables at the end (for assign and compare goals). */
  variables?: Record<string, unknown>;
  /** Constants as the program left them; unnamed ones keep the level's value. */
  updatedConstants?: LevelConstant[];
}

export interface RunOutcome {
  world: World;
  events: GameEvent[];
  completion: CompletionResult;
  /** The level's constants with the program's updates applied, in the level's order (new names last). */
  updatedConstants: LevelConstant[];
}

/**
 * Replays a whole run (tests, the creator preview): applies commands in order until one breaks a
 * rule or wins the level (§4: the queue is cleared once the last goal is met), then checks
 * completion against the variables.
 */
export function runCommands(
  level: LevelDefinition,
  commands: readonly Command[],
  input: RunInput = {},
): RunOutcome {
  const world = createWorld(level);
  const variables = () => input.variables ?? {};
  for (const command of commands) {
    if (world.apply(command).error || world.winAfterCommand(variables)) break;
  }
  return {
    world,
    events: world.events.slice(),
    completion: world.checkCompletion(input.variables ?? {}),
    updatedConstants: mergeConstants(world.constants(), input.updatedConstants ?? []),
  };
}

export function mergeConstants(
  base: readonly LevelConstant[],
  updates: readonly LevelConstant[],
): LevelConstant[] {
  const merged = base.map((c) => ({ name: c.name, value: cloneJson(c.value) }));
  for (const update of updates) {
    const existing = merged.find((c) => c.name === update.name);
    if (existing) existing.value = cloneJson(update.value);
    else merged.push({ name: update.name, value: cloneJson(update.value) });
  }
  return merged;
}
