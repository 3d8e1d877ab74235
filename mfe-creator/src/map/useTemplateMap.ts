import { useEffect, useState } from 'react';
import type { TiledMap } from '@pylands/game-engine';
import { creativeApi } from '@pylands/shared-ui';

const cache = new Map<string, Promise<TiledMap>>();

/** The template map a level is built on (`mapPath`, e.g. creative-01.json), fetched once per page. */
export function loadTemplateMap(mapPath: string): Promise<TiledMap> {
  let map = cache.get(mapPath);
  if (!map) {
    map = creativeApi.template(mapPath).then((draft) => draft.map as unknown as TiledMap);
    map.catch(() => cache.delete(mapPath));
    cache.set(mapPath, map);
  }
  return map;
}

export type MapLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; map: TiledMap };

export function useTemplateMap(mapPath: string): MapLoad {
  const [load, setLoad] = useState<{ path: string; load: MapLoad } | null>(null);
  useEffect(() => {
    let live = true;
    loadTemplateMap(mapPath).then(
      (map) => live && setLoad({ path: mapPath, load: { status: 'ready', map } }),
      () => live && setLoad({ path: mapPath, load: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [mapPath]);
  return load && load.path === mapPath ? load.load : { status: 'loading' };
}
