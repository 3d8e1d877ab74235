import type { MapChunk } from './composeMap';
import { cellOf, type PictureArt, type PictureItem } from './pictureArt';
import { spriteFit } from './spriteFit';

function drawChunks(ctx: CanvasRenderingContext2D, chunks: readonly MapChunk[]): void {
  for (const chunk of chunks) ctx.drawImage(chunk.canvas, chunk.x, chunk.y);
}

/** The pixel scale that makes the map `width` pixels wide. */
export function pictureScale(art: PictureArt, width: number): number {
  return art.map.pixelWidth > 0 ? width / art.map.pixelWidth : 1;
}

/**
 * Draws a map as the play screen shows it before a run: tiles under the character, the items, the
 * character at the start cell facing down, then the tiles over the character. `ctx` is reset and
 * scaled so the picture fills `canvas.width` (pixel art stays sharp).
 */
export function drawMapPicture(
  ctx: CanvasRenderingContext2D,
  art: PictureArt,
  items: readonly PictureItem[],
  start: readonly [number, number] | null,
): void {
  const { map } = art;
  const scale = pictureScale(art, ctx.canvas.width);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.imageSmoothingEnabled = false;
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  drawChunks(ctx, map.below);
  items.forEach((item, index) => {
    const img = art.items[index];
    if (!img) return;
    const [x, y] = cellOf(item.position);
    const fit = spriteFit(map.tileWidth, map.tileHeight, img.width, img.height);
    const w = img.width * fit;
    const h = img.height * fit;
    ctx.drawImage(
      img,
      x * map.tileWidth + (map.tileWidth - w) / 2,
      y * map.tileHeight + (map.tileHeight - h) / 2,
      w,
      h,
    );
  });
  if (start && art.character) {
    // The sheet's first frame faces down (sheet.json: rows down, up, left, right).
    const frame = Math.min(art.character.width, art.character.height, map.tileWidth);
    ctx.drawImage(
      art.character,
      0,
      0,
      frame,
      frame,
      start[0] * map.tileWidth,
      start[1] * map.tileHeight,
      map.tileWidth,
      map.tileHeight,
    );
  }
  drawChunks(ctx, map.above);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}
