import type { Item, LevelDefinition, ObjectChange, Transform, Vec2 } from '../types';
import type { MessageParams } from '../messages';
import { MapGrid } from '../map/map-grid';
import { walkableWith } from '../map/walkability';
import { WorldObjects, type WorldObject } from '../objects/world-objects';
import { GoalBook } from '../goals/goal-book';
import { Inventory } from '../inventory/inventory';

/** A broken rule: the message key and the values for its placeholders. */
export interface RuleFailure {
  key: string;
  params?: MessageParams;
}

export const fail = (key: string, params?: MessageParams): RuleFailure =>
  params ? { key, params } : { key };

export const isFailure = (value: unknown): value is RuleFailure =>
  typeof value === 'object' && value !== null && 'key' in value && !Array.isArray(value);

/**
 * The whole mutable state of one run, plus what the current command has done so far (its path,
 * object changes, text). Rules check everything first and change the state only on success, so a
 * failed command leaves the world as it was (a walk keeps the steps taken before the wall).
 */
export class WorldState {
  player: Transform;
  readonly grid: MapGrid;
  readonly objects: WorldObjects;
  readonly goals: GoalBook;
  readonly inventory = new Inventory();

  path: Vec2[] = [];
  changes: ObjectChange[] = [];
  text: string | undefined;
  answer: boolean | undefined;
  blocked = false;

  constructor(readonly level: LevelDefinition) {
    this.grid = new MapGrid(level.map);
    this.objects = new WorldObjects(level.items);
    this.goals = new GoalBook(level.levelGoals);
    this.player = { x: level.start[0], y: level.start[1], rotationX: 0, rotationY: -1 };
  }

  beginCommand(): void {
    this.path = [];
    this.changes = [];
    this.text = undefined;
    this.answer = undefined;
    this.blocked = false;
  }

  /**
   * Inside the map and not blocked: an object's rule wins (closed door, rock, unbuilt target block;
   * an open door or a built bridge makes a path even over a collision rectangle), else the
   * collisions layer decides.
   */
  walkable(cell: Vec2): boolean {
    if (!this.grid.inside(cell)) return false;
    const rules = this.objects.anyAt(cell).map((o) => this.objects.walkRule(o));
    return walkableWith(rules, this.grid.hasCollision(cell));
  }

  record(object: WorldObject, kind: ObjectChange['kind']): void {
    this.changes.push(this.objects.change(object, kind));
  }

  /** Shows a hidden object (build target, combine result), or makes a new one where none waits. */
  reveal(waiting: WorldObject[], make: Item): void {
    if (waiting.length === 0) waiting = [this.objects.create(make)];
    for (const object of waiting) {
      object.disabled = false;
      object.made = true;
      this.record(object, 'appeared');
    }
  }

  take(object: WorldObject): void {
    object.disabled = true;
    this.record(object, 'removed');
  }
}
