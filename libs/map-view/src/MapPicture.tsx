import { useEffect, useRef, useState } from 'react';
import type { TiledMap } from '@pylands/game-engine';
import { drawMapPicture } from './drawPicture';
import { cellOf, loadPictureArt, type CellInput, type PictureArt, type PictureItem } from './pictureArt';

export interface MapPictureProps {
  /** The map itself, or `mapPath` plus `loadMap` to fetch it (e.g. a template through the creative client). */
  map?: TiledMap | null;
  mapPath?: string;
  loadMap?: (mapPath: string) => Promise<TiledMap>;
  items: readonly PictureItem[];
  /** The player's start cell; null draws no character. */
  start: CellInput | null;
  /** Canvas width in CSS pixels; the height follows the map's proportions. */
  width: number;
  /** Where /assets is served (tilesets, sprites). */
  assetsBase?: string;
  /** Text for screen readers (the level's name). */
  label?: string;
  className?: string;
}

/** Placeholder proportions until the map is known (the templates are 4:3). */
const DEFAULT_RATIO = 3 / 4;

function useMap(
  map: TiledMap | null | undefined,
  mapPath: string | undefined,
  loadMap: MapPictureProps['loadMap'],
) {
  const [loaded, setLoaded] = useState<{ path: string; map: TiledMap } | null>(null);
  useEffect(() => {
    if (map || !mapPath || !loadMap) return;
    let live = true;
    loadMap(mapPath)
      .then((m) => live && setLoaded({ path: mapPath, map: m }))
      .catch((error: unknown) => console.warn(`[map-view] could not load map ${mapPath}`, error));
    return () => {
      live = false;
    };
  }, [map, mapPath, loadMap]);
  return map ?? (loaded && loaded.path === mapPath ? loaded.map : null);
}

/** A level's map with its items and start, drawn once to a canvas (cards, template choosers). */
export function MapPicture({
  map,
  mapPath,
  loadMap,
  items,
  start,
  width,
  assetsBase = '/assets',
  label,
  className,
}: MapPictureProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const tiled = useMap(map, mapPath, loadMap);
  const [art, setArt] = useState<{ source: TiledMap; items: readonly PictureItem[]; art: PictureArt } | null>(
    null,
  );

  useEffect(() => {
    if (!tiled) return;
    let live = true;
    loadPictureArt(tiled, items, assetsBase)
      .then((loaded) => live && setArt({ source: tiled, items, art: loaded }))
      .catch((error: unknown) => console.warn('[map-view] could not draw the map picture', error));
    return () => {
      live = false;
    };
  }, [tiled, items, assetsBase]);

  const ready = art && art.source === tiled && art.items === items ? art.art : null;
  const height = Math.round(
    tiled && tiled.width > 0
      ? (width * tiled.height * (tiled.tileheight || 16)) / (tiled.width * (tiled.tilewidth || 16))
      : width * DEFAULT_RATIO,
  );
  const startCell = start ? cellOf(start) : null;
  const startX = startCell?.[0];
  const startY = startCell?.[1];

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx || !ready) return;
    drawMapPicture(ctx, ready, items, startX === undefined || startY === undefined ? null : [startX, startY]);
  }, [ready, items, startX, startY, width, height]);

  return (
    <canvas
      ref={canvasRef}
      className={className}
      width={width}
      height={height}
      role="img"
      aria-label={label}
      aria-busy={!ready}
      data-map-picture={ready ? 'drawn' : 'loading'}
      style={{ width, height, imageRendering: 'pixelated', display: 'block' }}
    />
  );
}
