import type {
  AnchorComp,
  GameObj,
  KAPLAYCtx,
  OpacityComp,
  PosComp,
  ScaleComp,
  SpriteComp,
  ZComp,
} from 'kaplay';
import type { CommandName, Item, ObjectChange, ObjectState, Vec2 } from '@pylands/game-engine';
import { spriteFit } from '@pylands/map-view';
import { TILE_UNITS } from '../camera/framing';
import type { PlacedWalkingObject } from '@pylands/game-engine';
import type { Animator } from './animator';
import type { ItemArt, ItemState } from './levelArt';

export const Z_ITEMS = 10;

type ItemObj = GameObj<SpriteComp | PosComp | AnchorComp | ScaleComp | OpacityComp | ZComp>;

export interface ItemView {
  /** Index into level.items; objects the run made (built, combined, planted) follow on. */
  index: number;
  type: string;
  /** Added: the item's action (collect, build, push...). */
  action: string;
  /** Drawn on the map now (present and with a sprite). */
  visible: boolean;
  /** Added: on the map, drawn or not: false once taken, or while a build target or combine result waits. */
  present: boolean;
  state: ItemState | null;
  cell: Vec2;
  /** False when the sprite is missing: the item is never drawn. */
  hasSprite: boolean;
}

export function itemSpriteName(index: number, state?: ItemState): string {
  return state ? `item_${index}_${state}` : `item_${index}`;
}

/** The item's own data, used when the engine gives no start state. */
function stateFromData(item: Item): ItemState | null {
  const data = (item.data ?? '').toLowerCase();
  if (data === 'open' || data === 'opened') return 'open';
  if (data === 'closed') return 'closed';
  if (data === 'full' || data === 'filled') return 'full';
  if (data === 'empty') return 'empty';
  return null;
}

/** The engine names a full tray "filled"; the sprites use the suffix "_full". */
function fromEngineState(state: ObjectState['state']): ItemState | null {
  if (state === 'filled') return 'full';
  return state ?? null;
}

/** How an item starts: the engine's object state (build targets and combine results hidden). */
export interface ItemStart {
  present: boolean;
  state: ItemState | null;
}

export function itemStarts(items: readonly Item[], engine: readonly ObjectState[] | null): ItemStart[] {
  return items.map((item, index) => {
    const known = engine?.find((o) => o.itemIndex === index);
    if (!known) return { present: true, state: stateFromData(item) };
    return { present: known.visible, state: fromEngineState(known.state) };
  });
}

const CHANGE_STATE: Partial<Record<ObjectChange['kind'], ItemState>> = {
  opened: 'open',
  closed: 'closed',
  filled: 'full',
  emptied: 'empty',
};

interface Actor {
  item: Item;
  start: ItemStart;
  art: ItemArt | null;
  obj: ItemObj | null;
  baseScale: number;
  view: ItemView;
}

/** Loads art for an object the run made (registers `item_<index>` sprites); null if none exists. */
export type LoadMadeArt = (index: number, item: Item) => Promise<ItemArt | null>;

/** The level item a made object stands for: its type, and an action from the command that made it. */
function madeItem(change: ObjectChange, command: CommandName | undefined): Item {
  const action = command === 'build' || command === 'combine' || command === 'plant' ? command : 'place';
  return { action, type: change.itemType ?? 'unknown', position: change.position ?? [0, 0] };
}

/** Cells an item covers: its position plus compound cells; its sprite fills their bounding box. */
function footprint(item: Item, at: Vec2): { cx: number; cy: number; w: number; h: number } {
  const dx = at[0] - item.position[0];
  const dy = at[1] - item.position[1];
  const cells = [item.position, ...(item.compound ?? [])].map(([x, y]) => [x + dx, y + dy]);
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const w = (Math.max(...xs) - minX + 1) * TILE_UNITS;
  const h = (Math.max(...ys) - minY + 1) * TILE_UNITS;
  return { cx: minX * TILE_UNITS + w / 2, cy: minY * TILE_UNITS + h / 2, w, h };
}

/** The level's items on the map and their changes (pop when taken, state sprites, moves). */
export class ItemActors {
  private actors: Actor[];
  private readonly levelCount: number;

  constructor(
    private readonly k: KAPLAYCtx,
    private readonly animator: Animator,
    items: readonly Item[],
    art: ReadonlyArray<ItemArt | null>,
    starts: readonly ItemStart[],
    private readonly loadMadeArt: LoadMadeArt = () => Promise.resolve(null),
  ) {
    this.levelCount = items.length;
    this.actors = items.map((item, index) =>
      this.newActor(index, item, art[index] ?? null, starts[index] ?? { present: true, state: null }),
    );
    this.restore();
  }

  /** Made objects fill their index; a skipped index would leave a hole. */
  private list(): Actor[] {
    return this.actors.filter(Boolean);
  }

  private newActor(index: number, item: Item, art: ItemArt | null, start: ItemStart): Actor {
    const view: ItemView = {
      index,
      type: item.type,
      action: item.action,
      visible: start.present && Boolean(art),
      present: start.present,
      state: start.state,
      cell: [item.position[0], item.position[1]],
      hasSprite: Boolean(art),
    };
    return { item, start, art, obj: null, baseScale: 1, view };
  }

  views(): ItemView[] {
    return this.list().map((a) => ({ ...a.view, cell: [a.view.cell[0], a.view.cell[1]] }));
  }

  /** Every object as walking sees it now (for the path preview). */
  mapObjects(): PlacedWalkingObject[] {
    return this.list().map((a) => {
      const dx = a.view.cell[0] - a.item.position[0];
      const dy = a.view.cell[1] - a.item.position[1];
      return {
        action: a.item.action,
        type: a.item.type,
        position: [a.view.cell[0], a.view.cell[1]],
        compound: (a.item.compound ?? []).map(([x, y]) => [x + dx, y + dy] as Vec2),
        state: a.view.state,
        present: a.view.present,
      };
    });
  }

  private spriteFor(actor: Actor): string {
    const state = actor.view.state;
    return state && actor.art?.variants[state]
      ? itemSpriteName(actor.view.index, state)
      : itemSpriteName(actor.view.index);
  }

  private build(actor: Actor): void {
    actor.obj?.destroy();
    actor.obj = null;
    if (!actor.art) return;
    const box = footprint(actor.item, actor.view.cell);
    const img = actor.art.base;
    actor.baseScale = spriteFit(box.w, box.h, img.width, img.height);
    actor.obj = this.k.add([
      this.k.sprite(this.spriteFor(actor)),
      this.k.pos(box.cx, box.cy),
      this.k.anchor('center'),
      this.k.scale(actor.baseScale),
      this.k.opacity(this.stateOpacity(actor)),
      this.k.z(Z_ITEMS),
    ]);
    actor.obj.hidden = !actor.view.visible;
  }

  /**
   * Without an "open" sprite, an opened thing is shown see-through so the change is visible. (An
   * empty tray without an "_empty" sprite keeps its base sprite: the base art is the empty one.)
   */
  private stateOpacity(actor: Actor): number {
    const state = actor.view.state;
    if (state === 'open' && !actor.art?.variants.open) return 0.45;
    return 1;
  }

  /** Back to the level's start: every item in place and in its initial state, made objects gone. */
  restore(): void {
    for (const made of this.actors.slice(this.levelCount)) made?.obj?.destroy();
    this.actors = this.actors.slice(0, this.levelCount);
    for (const actor of this.actors) {
      actor.view.present = actor.start.present;
      actor.view.visible = actor.start.present && Boolean(actor.art);
      actor.view.state = actor.start.state;
      actor.view.cell = [actor.item.position[0], actor.item.position[1]];
      this.build(actor);
    }
  }

  /** An object the run made: its art is loaded on first sight (build goals' art is preloaded). */
  private async madeActor(change: ObjectChange, command: CommandName | undefined): Promise<Actor> {
    const item = madeItem(change, command);
    const art = await this.loadMadeArt(change.itemIndex, item).catch(() => null);
    const actor = this.newActor(change.itemIndex, item, art, { present: false, state: null });
    this.actors[change.itemIndex] = actor;
    return actor;
  }

  async apply(change: ObjectChange, stepMs: number, command?: CommandName): Promise<void> {
    let actor: Actor | undefined = this.actors[change.itemIndex];
    if (!actor && change.kind === 'appeared' && change.itemIndex >= this.levelCount) {
      actor = await this.madeActor(change, command);
    }
    if (!actor) return;
    const popMs = Math.max(120, Math.min(300, stepMs));
    switch (change.kind) {
      case 'removed':
        actor.view.visible = false;
        actor.view.present = false;
        if (actor.obj) await this.pop(actor.obj, actor.baseScale, popMs);
        return;
      case 'appeared':
        actor.view.present = true;
        actor.view.visible = Boolean(actor.art);
        if (change.position) actor.view.cell = [change.position[0], change.position[1]];
        this.build(actor);
        if (actor.obj) await this.popIn(actor.obj, actor.baseScale, popMs);
        return;
      case 'moved': {
        if (!change.position) return;
        const target = footprint(actor.item, change.position);
        actor.view.cell = [change.position[0], change.position[1]];
        if (actor.obj) {
          const obj = actor.obj;
          await this.animator.tween(
            obj.pos.clone(),
            this.k.vec2(target.cx, target.cy),
            stepMs,
            (p) => (obj.pos = p),
          );
        }
        return;
      }
      default: {
        const state = CHANGE_STATE[change.kind];
        if (!state) return;
        actor.view.state = state;
        if (actor.obj) {
          actor.obj.use(this.k.sprite(this.spriteFor(actor)));
          actor.obj.opacity = this.stateOpacity(actor);
          await this.squash(actor.obj, actor.baseScale, popMs);
        }
      }
    }
  }

  private async pop(obj: ItemObj, base: number, ms: number): Promise<void> {
    await this.animator.tween(
      base,
      base * 1.4,
      ms * 0.35,
      (s) => (obj.scale = this.k.vec2(s)),
      this.k.easings.easeOutQuad,
    );
    await this.animator.tween(1, 0, ms * 0.65, (t) => {
      obj.scale = this.k.vec2(base * 1.4 * t);
      obj.opacity = t;
    });
    obj.hidden = true;
    obj.scale = this.k.vec2(base);
    obj.opacity = 1;
  }

  private async popIn(obj: ItemObj, base: number, ms: number): Promise<void> {
    await this.animator.tween(
      0,
      base * 1.2,
      ms * 0.6,
      (s) => (obj.scale = this.k.vec2(s)),
      this.k.easings.easeOutQuad,
    );
    await this.animator.tween(base * 1.2, base, ms * 0.4, (s) => (obj.scale = this.k.vec2(s)));
  }

  private async squash(obj: ItemObj, base: number, ms: number): Promise<void> {
    await this.animator.tween(0, 1, ms, (t) => {
      const wobble = Math.sin(t * Math.PI) * 0.2;
      obj.scale = this.k.vec2(base * (1 + wobble), base * (1 - wobble));
    });
    obj.scale = this.k.vec2(base);
  }
}
