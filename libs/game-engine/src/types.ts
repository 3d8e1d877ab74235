/**
 * The game engine's public types. The level content (Tiled map, items, goals, constants) is the
 * shape of the spec's "Level data" (document 2, §3); contracts and content re-use these types.
 * Coordinates are tile cells: x to the right, y downwards; facing is (rotationX, rotationY),
 * and the start faces up (0, -1).
 */
export type Vec2 = [number, number];

export interface Transform {
  x: number;
  y: number;
  rotationX: number;
  rotationY: number;
}

export interface TiledObject {
  id?: number;
  name?: string;
  type?: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TiledLayer {
  id?: number;
  name: string;
  type: 'tilelayer' | 'objectgroup';
  width?: number;
  height?: number;
  data?: number[];
  objects?: TiledObject[];
  visible?: boolean;
  opacity?: number;
  x?: number;
  y?: number;
}

export interface TiledTilesetRef {
  firstgid: number;
  /** File name under /assets/tileset_png/, e.g. "terrain.tsj". */
  source: string;
}

export interface TiledMap {
  width: number;
  height: number;
  tilewidth: number;
  tileheight: number;
  orientation?: string;
  layers: TiledLayer[];
  tilesets: TiledTilesetRef[];
}

export interface GoalCost {
  type: string;
  amount: number;
}

export type GoalAction =
  | 'build'
  | 'collect'
  | 'open'
  | 'close'
  | 'place'
  | 'plant'
  | 'water'
  | 'combine'
  | 'speak'
  | 'write'
  | 'read'
  | 'display'
  | 'question'
  | 'finish'
  | 'push'
  | 'assign'
  | 'compare';

export interface LevelGoal {
  type: string;
  action: GoalAction;
  count?: number;
  cost?: GoalCost;
  data?: string | number | unknown[];
  variable?: string;
  depends?: { type: string; count: number };
  position?: Vec2;
  targetPosition?: Vec2;
  expectedData?: unknown;
  score?: number;
  maxScore?: number;
}

export interface Item {
  /** What the item is for: collect, finish, trigger, speak, build, open, ... */
  action: string;
  /** Kind of thing: apple, door, chest, rock, xmark, ... */
  type: string;
  /** Sprite name under /assets/ (defaults to the type). */
  sprite?: string;
  position: Vec2;
  /** Text for read/display, or state for doors/chests ("open"/"closed"). */
  data?: string;
  compound?: Vec2[];
}

export interface LevelConstant {
  name: string;
  value: unknown;
}

/** Everything the engine needs to simulate a level. */
export interface LevelDefinition {
  map: TiledMap;
  start: Vec2;
  zoom: number;
  items: Item[];
  levelGoals: LevelGoal[];
  constants: LevelConstant[];
}

export type CommandName =
  | 'move_forward'
  | 'turn_left'
  | 'turn_right'
  | 'push'
  | 'build'
  | 'speak'
  | 'water'
  | 'collect'
  | 'open'
  | 'close'
  | 'place'
  | 'plant'
  | 'combine'
  | 'write'
  | 'read'
  | 'question'
  | 'display';

/** One call the learner's program made, with the Python line that made it. */
export interface Command {
  name: CommandName;
  args: unknown[];
  line: number | null;
}

export interface InventoryEntry {
  type: string;
  count: number;
}

export interface GoalProgress {
  type: string;
  action: GoalAction;
  score: number;
  maxScore: number;
}

/** A change to an object on the map that the renderer shows. */
export interface ObjectChange {
  /** Index into LevelDefinition.items (or a generated id for built/combined objects). */
  itemIndex: number;
  kind: 'removed' | 'appeared' | 'opened' | 'closed' | 'filled' | 'emptied' | 'moved';
  /** Where the object is after the change (for 'moved', the new cell). */
  position?: Vec2;
  /** Added by the engine: the object's type, so created objects (built, combined, planted) can be drawn. */
  itemType?: string;
}

/**
 * Added by the engine: an object's current state, from `World.objects()`. The renderer draws the
 * level from this at the start (build targets and combine results start hidden) and after events.
 */
export interface ObjectState {
  itemIndex: number;
  action: string;
  type: string;
  position: Vec2;
  compound?: Vec2[];
  /** Doors, gates, chests, ovens: open/closed; trays, shelves, racks, flags: empty/filled. */
  state?: 'open' | 'closed' | 'empty' | 'filled';
  /** False once taken, or while a build target or combine result has not appeared yet. */
  visible: boolean;
  /** The player can not walk onto its cells. */
  solid: boolean;
  /** Appeared during the run (built, combined or planted). */
  made?: boolean;
}

/** A rule violation: the script stops and the message is shown to the child. */
export interface GameError {
  /** Message key from the spec's catalogue, e.g. "move.wall". */
  key: string;
  /** The key's params (`{{amount}}`, `{{type}}`, `{{name}}`, `{{maxLines}}`), when it has any. */
  params?: Record<string, string | number>;
  /** English text for the key, from en.json (screens show `game.<key>` translated with `params`). */
  message: string;
}

/** What happened for one command: the renderer animates these in order. */
export interface GameEvent {
  id: number;
  command: CommandName;
  args: unknown[];
  line: number | null;
  from: Transform;
  to: Transform;
  /** Cells stepped through, in order (move_forward). */
  path?: Vec2[];
  /** The move was blocked: animate a half step into the wall and back. */
  blocked?: boolean;
  error?: GameError;
  changes?: ObjectChange[];
  /** Goal progress and inventory after this event. */
  goals: GoalProgress[];
  inventory: InventoryEntry[];
  /** Text said or shown (speak, write, display, question; for read, the text read from the item). */
  text?: string;
  /** Added by the engine: the learner's answer to a question (yes = true), when the runner passes it as args[1]. */
  answer?: boolean;
}

export interface CompletionResult {
  complete: boolean;
  error?: GameError;
}

/** The simulated level. One World per run; the runner applies each command as Python calls it. */
export interface World {
  readonly player: Transform;
  /**
   * Applies one command and records its event. A rule violation comes back as an event with
   * `error` set; the world then refuses further commands (the runner raises it in Python).
   */
  apply(command: Command): GameEvent;
  readonly events: readonly GameEvent[];
  /** Every goal met, then assign and compare goals checked against the run's variables. */
  checkCompletion(variables: Record<string, unknown>): CompletionResult;
  /**
   * §4 "Goal checking and completion", asked after each command: when the level has scored goals
   * and this command met the last of them, the assign and compare goals are checked against the
   * program's variables at this moment (read only then); if they pass, the level is won here. A won
   * world refuses further commands (the runner stops the script) and stays complete.
   */
  winAfterCommand(variables: () => Record<string, unknown>): boolean;
  /** True once `winAfterCommand` has won the level. */
  readonly won: boolean;
  goals(): GoalProgress[];
  inventory(): InventoryEntry[];
  /** Added by the engine: the level's constants (copies), as injected into Python before each run. */
  constants(): LevelConstant[];
  /** Added by the engine: every object's current state (see ObjectState). */
  objects(): ObjectState[];
  /** Added by the engine: the error that stopped the world, if any (apply then throws). */
  readonly stoppedBy: GameError | undefined;
}
