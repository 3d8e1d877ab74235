import type { TiledTilesetRef } from '@pylands/game-engine';

/** A tileset resolved from its .tsj file (or embedded in the map), ready to slice. */
export interface TilesetInfo {
  firstgid: number;
  name: string;
  /** Absolute or site-relative URL of the tileset image. */
  imageUrl: string;
  tileWidth: number;
  tileHeight: number;
  columns: number;
  tileCount: number;
  margin: number;
  spacing: number;
}

/** The fields of a Tiled tileset JSON (.tsj) the renderer reads. */
export interface TsjFile {
  name?: string;
  image: string;
  imagewidth?: number;
  imageheight?: number;
  tilewidth?: number;
  tileheight?: number;
  columns?: number;
  tilecount?: number;
  margin?: number;
  spacing?: number;
}

export interface SourceRect {
  sx: number;
  sy: number;
  width: number;
  height: number;
}

function joinUrl(base: string, file: string): string {
  return `${base.replace(/\/+$/, '')}/${file.replace(/^\/+/, '')}`;
}

function basename(path: string): string {
  const parts = path.split(/[\\/]/);
  return parts[parts.length - 1];
}

/** Map tileset references are file names under /assets/tileset_png/ (any folder part is ignored). */
export function tilesetUrl(source: string, assetsBase: string): string {
  return joinUrl(assetsBase, `tileset_png/${basename(source)}`);
}

/** Resolves a path relative to the file that names it, as Tiled does. */
export function resolveRelative(fileUrl: string, relative: string): string {
  if (/^([a-z]+:)?\/\//i.test(relative) || relative.startsWith('/')) return relative;
  const dir = fileUrl.slice(0, fileUrl.lastIndexOf('/') + 1);
  const parts = (dir + relative).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..' && out.length > 1) out.pop();
    else if (part !== '.') out.push(part);
  }
  return out.join('/');
}

export function parseTsj(tsj: TsjFile, firstgid: number, tsjUrl: string, mapTileSize = 16): TilesetInfo {
  const tileWidth = tsj.tilewidth ?? mapTileSize;
  const tileHeight = tsj.tileheight ?? mapTileSize;
  const margin = tsj.margin ?? 0;
  const spacing = tsj.spacing ?? 0;
  const columns =
    tsj.columns && tsj.columns > 0
      ? tsj.columns
      : Math.max(
          1,
          Math.floor(((tsj.imagewidth ?? tileWidth) - 2 * margin + spacing) / (tileWidth + spacing)),
        );
  const rows = Math.max(
    1,
    Math.floor(((tsj.imageheight ?? tileHeight) - 2 * margin + spacing) / (tileHeight + spacing)),
  );
  return {
    firstgid,
    name: tsj.name ?? basename(tsjUrl),
    imageUrl: resolveRelative(tsjUrl, tsj.image),
    tileWidth,
    tileHeight,
    columns,
    tileCount: tsj.tilecount ?? columns * rows,
    margin,
    spacing,
  };
}

/** Embedded tilesets carry the .tsj fields in the map itself. */
export function isEmbedded(ref: TiledTilesetRef): ref is TiledTilesetRef & TsjFile {
  return typeof (ref as Partial<TsjFile>).image === 'string';
}

/** The tileset a gid belongs to: the one with the largest firstgid not above it. */
export function findTileset(gid: number, tilesets: readonly TilesetInfo[]): TilesetInfo | undefined {
  let found: TilesetInfo | undefined;
  for (const ts of tilesets) {
    if (ts.firstgid <= gid && (!found || ts.firstgid > found.firstgid)) found = ts;
  }
  if (!found || gid - found.firstgid >= found.tileCount) return undefined;
  return found;
}

export function tileSourceRect(gid: number, ts: TilesetInfo): SourceRect {
  const local = gid - ts.firstgid;
  const col = local % ts.columns;
  const row = Math.floor(local / ts.columns);
  return {
    sx: ts.margin + col * (ts.tileWidth + ts.spacing),
    sy: ts.margin + row * (ts.tileHeight + ts.spacing),
    width: ts.tileWidth,
    height: ts.tileHeight,
  };
}
