import type { Item, LevelDefinition } from '@pylands/game-engine';
import { loadItemArt, type ItemArt } from './levelArt';

/** Goal actions whose result appears on the map (its art is loaded before it is needed). */
const MAKING_GOALS = new Set(['build', 'combine', 'place', 'plant']);

/** The structures a level's build, combine, place and plant goals can make appear. */
export function madeItemTypes(level: LevelDefinition): string[] {
  const names = level.levelGoals
    .filter((g) => MAKING_GOALS.has(g.action))
    .map((g) => (typeof g.data === 'string' && g.data.trim() ? g.data : g.type));
  return [...new Set(names)];
}

/** Art of the items a run can make, loaded once per sprite or type. */
export class MadeArt {
  private readonly images = new Map<string, Promise<HTMLImageElement | null>>();
  private readonly byType = new Map<string, Promise<ItemArt | null>>();

  constructor(private readonly assetsBase: string) {}

  forItem(item: Item): Promise<ItemArt | null> {
    const key = item.sprite || item.type;
    let art = this.byType.get(key);
    if (!art) {
      art = loadItemArt(item, this.assetsBase, this.images);
      this.byType.set(key, art);
    }
    return art;
  }

  /** Structures the goals can make: their art loads now, before the run needs it. */
  preload(level: LevelDefinition): void {
    for (const type of madeItemTypes(level)) void this.forItem({ action: 'build', type, position: [0, 0] });
  }
}
