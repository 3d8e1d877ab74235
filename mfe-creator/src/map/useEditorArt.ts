import { useEffect, useMemo, useState } from 'react';
import type { PlacedItem, TiledMap } from '@pylands/game-engine';
import { loadMapArt, PICTURE_CHARACTER, tryLoadImage, type MapArt, type PictureArt } from '@pylands/map-view';
import { ASSETS_BASE, spriteUrl } from './assets';

const images = new Map<string, Promise<HTMLImageElement | null>>();
const image = (url: string) => {
  let p = images.get(url);
  if (!p) {
    p = tryLoadImage(url);
    images.set(url, p);
  }
  return p;
};

/**
 * The map's tiles (drawn once per map) plus the sprites of the placed items and the character,
 * as the shared picture drawing wants them. Item sprites load once per name, so placing is instant.
 */
export function useEditorArt(map: TiledMap | null, items: readonly PlacedItem[]): PictureArt | null {
  const [mapArt, setMapArt] = useState<{ map: TiledMap; art: MapArt } | null>(null);
  const [sprites, setSprites] = useState<ReadonlyMap<string, HTMLImageElement | null>>(new Map());
  const [character, setCharacter] = useState<HTMLImageElement | null>(null);

  useEffect(() => {
    if (!map) return;
    let live = true;
    loadMapArt(map, ASSETS_BASE).then(
      (art) => live && setMapArt({ map, art }),
      (error: unknown) => console.warn('[creator] map tiles could not be drawn', error),
    );
    return () => {
      live = false;
    };
  }, [map]);

  useEffect(() => {
    let live = true;
    void image(`${ASSETS_BASE}/sprites/characters/${PICTURE_CHARACTER}.png`).then(
      (img) => live && setCharacter(img),
    );
    return () => {
      live = false;
    };
  }, []);

  const names = useMemo(() => [...new Set(items.map((i) => i.sprite || i.type))].sort().join(','), [items]);
  useEffect(() => {
    let live = true;
    const list = names ? names.split(',') : [];
    void Promise.all(list.map(async (n) => [n, await image(spriteUrl(n))] as const)).then(
      (pairs) => live && setSprites(new Map(pairs)),
    );
    return () => {
      live = false;
    };
  }, [names]);

  return useMemo(() => {
    if (!mapArt || mapArt.map !== map) return null;
    return {
      map: mapArt.art,
      items: items.map((i) => sprites.get(i.sprite || i.type) ?? null),
      character,
    };
  }, [mapArt, map, items, sprites, character]);
}
