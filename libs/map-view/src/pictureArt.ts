import type { TiledMap } from '@pylands/game-engine';
import { itemSpriteUrl } from './itemSprite';
import { tryLoadImage } from './loadImage';
import { loadMapArt, type MapArt } from './mapArt';

/** A cell as the game keeps it ([x, y]) or as the creator's placed items do ({ x, y }). */
export type CellInput = readonly [number, number] | { x: number; y: number };

export interface PictureItem {
  type: string;
  sprite?: string;
  position: CellInput;
}

export interface PictureArt {
  map: MapArt;
  /** Indexed like the items; null when the sprite is missing (the item is left out). */
  items: Array<HTMLImageElement | null>;
  /** The character sheet; its first frame (facing down) marks the start. */
  character: HTMLImageElement | null;
}

export const PICTURE_CHARACTER = 'Rabbit';

export function cellOf(position: CellInput): [number, number] {
  return Array.isArray(position)
    ? [position[0], position[1]]
    : [(position as { x: number }).x, (position as { y: number }).y];
}

/** Loads the map's tiles, the items' sprites (each URL once) and the character for a picture. */
export async function loadPictureArt(
  map: TiledMap,
  items: readonly PictureItem[],
  assetsBase: string,
  character = PICTURE_CHARACTER,
): Promise<PictureArt> {
  const cache = new Map<string, Promise<HTMLImageElement | null>>();
  const get = (url: string) => {
    let p = cache.get(url);
    if (!p) {
      p = tryLoadImage(url);
      cache.set(url, p);
    }
    return p;
  };
  const base = assetsBase.replace(/\/+$/, '');
  const [mapArt, itemImages, characterImage] = await Promise.all([
    loadMapArt(map, assetsBase),
    Promise.all(items.map((item) => get(itemSpriteUrl(item, assetsBase)))),
    tryLoadImage(`${base}/sprites/characters/${character}.png`),
  ]);
  return { map: mapArt, items: itemImages, character: characterImage };
}
