import type { Item, ObjectChange, ObjectState, Vec2 } from '../types';
import { sameCell } from '../geometry/vec';
import { initialState, isBuildTarget, isCombineResult, type ObjectStateName } from './object-kinds';
import { walkRuleOf, type WalkRule } from '../map/walkability';

/** One item on the map with its current state. */
export interface WorldObject {
  /** Index into LevelDefinition.items, or items.length + n for objects the run created. */
  readonly index: number;
  readonly item: Item;
  /** Where it stands now (a pushed rock moves). */
  position: Vec2;
  compound: Vec2[];
  state?: ObjectStateName;
  /** Hidden: taken, not yet built, or not yet combined. */
  disabled: boolean;
  /** Built targets and combined results that have appeared. */
  made: boolean;
}

export class WorldObjects {
  private readonly list: WorldObject[];

  constructor(items: readonly Item[]) {
    this.list = items.map((item, index) => ({
      index,
      item,
      position: [item.position[0], item.position[1]],
      compound: (item.compound ?? []).map(([x, y]) => [x, y] as Vec2),
      state: initialState(item),
      // Build targets and combine results start disabled and appear later (§4).
      disabled: isBuildTarget(item) || isCombineResult(item),
      made: false,
    }));
  }

  all(): readonly WorldObject[] {
    return this.list;
  }

  cells(object: WorldObject): Vec2[] {
    return [object.position, ...object.compound];
  }

  covers(object: WorldObject, cell: Vec2): boolean {
    return this.cells(object).some((c) => sameCell(c, cell));
  }

  /** Visible objects covering the cell, in level order. */
  at(cell: Vec2): WorldObject[] {
    return this.list.filter((o) => !o.disabled && this.covers(o, cell));
  }

  /** Objects covering the cell, hidden ones included. */
  anyAt(cell: Vec2): WorldObject[] {
    return this.list.filter((o) => this.covers(o, cell));
  }

  /** Adds an object the run made (a built structure or a combined or planted result). */
  create(item: Item): WorldObject {
    const object: WorldObject = {
      index: this.list.length,
      item,
      position: [item.position[0], item.position[1]],
      compound: [],
      state: initialState(item),
      disabled: false,
      made: true,
    };
    this.list.push(object);
    return object;
  }

  /**
   * How the object changes walking on its cells: 'block' beats the collisions layer and 'walk'
   * overrides it (an open door or a built bridge is a path even over a collision rectangle).
   */
  walkRule(object: WorldObject): WalkRule {
    const { item } = object;
    return walkRuleOf({
      action: item.action,
      type: item.type,
      state: object.state,
      present: !object.disabled,
    });
  }

  /** The renderer's view of every object (including hidden ones). */
  snapshot(): ObjectState[] {
    return this.list.map((o) => {
      const rule = this.walkRule(o);
      const out: ObjectState = {
        itemIndex: o.index,
        action: o.item.action,
        type: o.item.type,
        position: [o.position[0], o.position[1]],
        visible: !o.disabled,
        solid: rule === 'block',
      };
      if (o.compound.length) out.compound = o.compound.map(([x, y]) => [x, y] as Vec2);
      if (o.state) out.state = o.state;
      if (o.made) out.made = true;
      return out;
    });
  }

  change(object: WorldObject, kind: ObjectChange['kind']): ObjectChange {
    return {
      itemIndex: object.index,
      kind,
      position: [object.position[0], object.position[1]],
      itemType: object.item.type,
    };
  }
}
