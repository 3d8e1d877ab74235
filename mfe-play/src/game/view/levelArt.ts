import type { Item, LevelDefinition } from '@pylands/game-engine';
import { parseCharacterLayout, selectSheet, type CharacterLayout } from '../character/sheet';
import {
  composeLayers,
  groupTileLayers,
  hasStateVariants,
  itemSpriteUrl,
  loadJson,
  loadTilesets,
  tryLoadImage,
  type MapChunk,
} from '@pylands/map-view';

export const DEFAULT_CHARACTER = 'Rabbit';

/** Item art: the base sprite plus optional state variants (<name>_open.png, _closed, _full, _empty). */
export interface ItemArt {
  base: HTMLImageElement;
  variants: Partial<Record<ItemState, HTMLImageElement>>;
}
export type ItemState = 'open' | 'closed' | 'full' | 'empty';
const VARIANTS: ItemState[] = ['open', 'closed', 'full', 'empty'];

export interface LevelArt {
  below: MapChunk[];
  above: MapChunk[];
  character: { image: CanvasImageSource & { width: number; height: number }; layout: CharacterLayout };
  /** Indexed like level.items; null when the sprite is missing (the item is hidden). */
  items: Array<ItemArt | null>;
  /** Collect-goal icons by item type. */
  icons: Map<string, HTMLImageElement>;
  /** /assets/sprites/footstep.png, if present (else footprints are drawn as dots). */
  footstep: HTMLImageElement | null;
}

/** A plain figure so the level stays playable when no character art can be loaded. */
function placeholderCharacter(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = 16;
  canvas.height = 16;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = '#f4f4f4';
    ctx.fillRect(4, 3, 8, 11);
    ctx.fillStyle = '#222';
    ctx.fillRect(6, 6, 1, 2);
    ctx.fillRect(9, 6, 1, 2);
  }
  return canvas;
}

async function loadCharacter(name: string, assetsBase: string): Promise<LevelArt['character']> {
  const dir = `${assetsBase.replace(/\/+$/, '')}/sprites/characters`;
  const [sheetJson, image] = await Promise.all([
    loadJson<unknown>(`${dir}/sheet.json`).catch(() => null),
    tryLoadImage(`${dir}/${name}.png`).then(
      (img) => img ?? (name === DEFAULT_CHARACTER ? null : tryLoadImage(`${dir}/${DEFAULT_CHARACTER}.png`)),
    ),
  ]);
  if (!image) {
    console.warn(`[game] character sprite "${name}" not found under ${dir}; drawing a placeholder`);
    const canvas = placeholderCharacter();
    return { image: canvas, layout: parseCharacterLayout(null, canvas.width, canvas.height) };
  }
  const sheet = selectSheet(sheetJson, name);
  return { image, layout: parseCharacterLayout(sheet, image.width, image.height) };
}

export async function loadItemArt(
  item: Item,
  assetsBase: string,
  cache: Map<string, Promise<HTMLImageElement | null>>,
): Promise<ItemArt | null> {
  const get = (url: string): Promise<HTMLImageElement | null> => {
    let p = cache.get(url);
    if (!p) {
      p = tryLoadImage(url);
      cache.set(url, p);
    }
    return p;
  };
  const base = await get(itemSpriteUrl(item, assetsBase));
  if (!base) {
    console.warn(`[game] item sprite missing: ${itemSpriteUrl(item, assetsBase)} (item ${item.type} hidden)`);
    return null;
  }
  const variants: ItemArt['variants'] = {};
  if (hasStateVariants(item)) {
    const found = await Promise.all(VARIANTS.map((v) => get(itemSpriteUrl(item, assetsBase, v))));
    VARIANTS.forEach((v, i) => {
      const img = found[i];
      if (img) variants[v] = img;
    });
  }
  return { base, variants };
}

export async function loadLevelArt(
  level: LevelDefinition,
  assetsBase: string,
  character: string,
): Promise<LevelArt> {
  const cache = new Map<string, Promise<HTMLImageElement | null>>();
  const collectTypes = [
    ...new Set(level.levelGoals.filter((g) => g.action === 'collect').map((g) => g.type)),
  ];
  const [tilesets, characterArt, items, iconList, footstep] = await Promise.all([
    loadTilesets(level.map, assetsBase),
    loadCharacter(character, assetsBase),
    Promise.all(level.items.map((item) => loadItemArt(item, assetsBase, cache))),
    Promise.all(
      collectTypes.map(async (type) => {
        const sample = level.items.find((i) => i.type === type) ?? { type };
        const url = itemSpriteUrl(sample, assetsBase);
        let p = cache.get(url);
        if (!p) {
          p = tryLoadImage(url);
          cache.set(url, p);
        }
        return [type, await p] as const;
      }),
    ),
    tryLoadImage(`${assetsBase.replace(/\/+$/, '')}/sprites/footstep.png`),
  ]);
  const groups = groupTileLayers(level.map);
  const icons = new Map<string, HTMLImageElement>();
  for (const [type, img] of iconList) if (img) icons.set(type, img);
  return {
    below: composeLayers(level.map, groups.below, tilesets),
    above: composeLayers(level.map, groups.above, tilesets),
    character: characterArt,
    items,
    icons,
    footstep,
  };
}
