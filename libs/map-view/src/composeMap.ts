import type { TiledLayer, TiledMap } from '@pylands/game-engine';
import { decodeGid } from './tileGid';
import { findTileset, tileSourceRect, type TilesetInfo } from './tileset';

export interface LoadedTileset extends TilesetInfo {
  image: HTMLImageElement;
}

/** One pre-drawn piece of a layer group, placed at (x, y) in world units. */
export interface MapChunk {
  canvas: HTMLCanvasElement;
  x: number;
  y: number;
}

/** Textures stay well under WebGL's size limit however large the map is. */
const CHUNK_TILES = 64;

function drawTile(
  ctx: CanvasRenderingContext2D,
  raw: number,
  dx: number,
  dy: number,
  tileH: number,
  tilesets: readonly LoadedTileset[],
): void {
  const { gid, flipH, flipV, flipD } = decodeGid(raw);
  if (gid === 0) return;
  const ts = findTileset(gid, tilesets) as LoadedTileset | undefined;
  if (!ts) return;
  const src = tileSourceRect(gid, ts);
  // Tiles larger than the grid (trees in a 16×32 tileset) stand on the cell's bottom edge, as in Tiled.
  const y = dy + tileH - src.height;
  if (!flipH && !flipV && !flipD) {
    ctx.drawImage(ts.image, src.sx, src.sy, src.width, src.height, dx, y, src.width, src.height);
    return;
  }
  ctx.save();
  ctx.translate(dx + src.width / 2, y + src.height / 2);
  // Tiled transposes (diagonal flip) first, then flips horizontally and vertically; canvas
  // transforms apply to the drawn image in reverse call order.
  ctx.scale(flipH ? -1 : 1, flipV ? -1 : 1);
  if (flipD) ctx.transform(0, 1, 1, 0, 0, 0);
  ctx.drawImage(
    ts.image,
    src.sx,
    src.sy,
    src.width,
    src.height,
    -src.width / 2,
    -src.height / 2,
    src.width,
    src.height,
  );
  ctx.restore();
}

/** Draws the given tile layers, in order, into canvases of at most 64×64 tiles. */
export function composeLayers(
  map: TiledMap,
  layers: readonly TiledLayer[],
  tilesets: readonly LoadedTileset[],
): MapChunk[] {
  if (layers.length === 0) return [];
  const tileW = map.tilewidth || 16;
  const tileH = map.tileheight || 16;
  const chunks: MapChunk[] = [];
  for (let cy = 0; cy < map.height; cy += CHUNK_TILES) {
    for (let cx = 0; cx < map.width; cx += CHUNK_TILES) {
      const cols = Math.min(CHUNK_TILES, map.width - cx);
      const rows = Math.min(CHUNK_TILES, map.height - cy);
      const canvas = document.createElement('canvas');
      canvas.width = cols * tileW;
      canvas.height = rows * tileH;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('2D canvas is not available');
      ctx.imageSmoothingEnabled = false;
      let drawn = false;
      for (const layer of layers) {
        const width = layer.width ?? map.width;
        const data = layer.data ?? [];
        ctx.globalAlpha = layer.opacity ?? 1;
        for (let y = cy; y < cy + rows; y++) {
          for (let x = cx; x < cx + cols; x++) {
            const raw = data[y * width + x];
            if (!raw) continue;
            drawTile(ctx, raw, (x - cx) * tileW, (y - cy) * tileH, tileH, tilesets);
            drawn = true;
          }
        }
      }
      if (drawn) chunks.push({ canvas, x: cx * tileW, y: cy * tileH });
    }
  }
  return chunks;
}
