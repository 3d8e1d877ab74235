import type { TiledMap } from '@pylands/game-engine';
import type { LoadedTileset } from './composeMap';
import { loadImage, loadJson } from './loadImage';
import { isEmbedded, parseTsj, tilesetUrl, type TsjFile } from './tileset';

/** Loads every tileset the map names (its .tsj under /assets/tileset_png/, or embedded) with its image. */
export async function loadTilesets(map: TiledMap, assetsBase: string): Promise<LoadedTileset[]> {
  return Promise.all(
    map.tilesets.map(async (ref) => {
      let info;
      if (isEmbedded(ref)) {
        info = parseTsj(ref, ref.firstgid, tilesetUrl(ref.image, assetsBase), map.tilewidth);
      } else {
        const url = tilesetUrl(ref.source, assetsBase);
        info = parseTsj(await loadJson<TsjFile>(url, 1), ref.firstgid, url, map.tilewidth);
      }
      return { ...info, image: await loadImage(info.imageUrl, 1) };
    }),
  );
}
