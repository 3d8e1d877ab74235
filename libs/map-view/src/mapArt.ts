import type { TiledMap } from '@pylands/game-engine';
import { composeLayers, type MapChunk } from './composeMap';
import { groupTileLayers } from './layerOrder';
import { loadTilesets } from './loadTilesets';

/** A map's tile layers drawn once: the parts under the character and the parts over it. */
export interface MapArt {
  below: MapChunk[];
  above: MapChunk[];
  /** Map size in pixels at scale 1. */
  pixelWidth: number;
  pixelHeight: number;
  tileWidth: number;
  tileHeight: number;
}

export async function loadMapArt(map: TiledMap, assetsBase: string): Promise<MapArt> {
  const tilesets = await loadTilesets(map, assetsBase);
  const groups = groupTileLayers(map);
  const tileWidth = map.tilewidth || 16;
  const tileHeight = map.tileheight || 16;
  return {
    below: composeLayers(map, groups.below, tilesets),
    above: composeLayers(map, groups.above, tilesets),
    pixelWidth: map.width * tileWidth,
    pixelHeight: map.height * tileHeight,
    tileWidth,
    tileHeight,
  };
}
