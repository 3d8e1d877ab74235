import type {
  Command,
  CompletionResult,
  GameError,
  GameEvent,
  GoalProgress,
  InventoryEntry,
  LevelConstant,
  LevelDefinition,
  ObjectState,
  Transform,
  World,
} from '../types';
import { gameError } from '../messages';
import { cloneJson } from './clone';
import { copyTransform } from '../geometry/vec';
import { checkGoals } from './completion';
import { RULES } from './rules-table';
import { fail, type RuleFailure, WorldState } from './world-state';

/** The simulated level: one World per run. Deterministic: no clock, no randomness. */
export function createWorld(level: LevelDefinition): World {
  return new GameWorld(level);
}

class GameWorld implements World {
  private readonly state: WorldState;
  private readonly log: GameEvent[] = [];
  private stop: GameError | undefined;
  private wonLevel = false;

  constructor(private readonly level: LevelDefinition) {
    this.state = new WorldState(level);
  }

  get player(): Transform {
    return copyTransform(this.state.player);
  }

  get events(): readonly GameEvent[] {
    return this.log;
  }

  get stoppedBy(): GameError | undefined {
    return this.stop && { ...this.stop };
  }

  get won(): boolean {
    return this.wonLevel;
  }

  apply(command: Command): GameEvent {
    if (this.wonLevel) {
      throw new Error(`The level is complete; it accepts no more commands (got ${command.name}).`);
    }
    if (this.stop) {
      throw new Error(
        `The world has stopped after the error "${this.stop.key}"; it accepts no more commands (got ${command.name}).`,
      );
    }
    const world = this.state;
    const args = cloneJson(Array.isArray(command.args) ? command.args : []);
    const from = copyTransform(world.player);
    world.beginCommand();

    const failure = this.run(command, args);

    const event: GameEvent = {
      id: this.log.length + 1,
      command: command.name,
      args,
      line: command.line ?? null,
      from,
      to: copyTransform(world.player),
      path: world.path.map(([x, y]) => [x, y]),
      changes: world.changes,
      goals: world.goals.progress(),
      inventory: world.inventory.list(),
    };
    if (world.blocked) event.blocked = true;
    if (world.text !== undefined) event.text = world.text;
    if (world.answer !== undefined) event.answer = world.answer;
    if (failure) {
      event.error = gameError(failure.key, failure.params);
      this.stop = event.error;
    }
    this.log.push(event);
    return event;
  }

  checkCompletion(variables: Record<string, unknown>): CompletionResult {
    if (this.wonLevel) return { complete: true };
    if (this.stop) return { complete: false, error: { ...this.stop } };
    return checkGoals(this.state.goals, variables ?? {});
  }

  winAfterCommand(variables: () => Record<string, unknown>): boolean {
    if (this.wonLevel) return true;
    const goals = this.state.goals;
    if (this.stop || !goals.hasScoredGoals() || !goals.scoredGoalsMet()) return false;
    // Read the program's variables only when a variable goal needs them (a call into Python).
    const variableGoals = goals.states.length > goals.scoredCount();
    if (variableGoals && !checkGoals(goals, variables() ?? {}).complete) return false;
    this.wonLevel = true;
    return true;
  }

  goals(): GoalProgress[] {
    return this.state.goals.progress();
  }

  inventory(): InventoryEntry[] {
    return this.state.inventory.list();
  }

  constants(): LevelConstant[] {
    return cloneJson(this.level.constants ?? []);
  }

  objects(): ObjectState[] {
    return this.state.objects.snapshot();
  }

  private run(command: Command, args: unknown[]): RuleFailure | undefined {
    const rule = Object.prototype.hasOwnProperty.call(RULES, command.name) ? RULES[command.name] : undefined;
    if (!rule) return fail('game.error');
    try {
      return rule(this.state, args) ?? undefined;
    } catch {
      // A rule that throws is an engine fault: the child sees the spec's default game error.
      return fail('game.error');
    }
  }
}
