/**
 * The scale an item sprite is drawn at inside its cells: pixel art keeps whole-number scales when it
 * fits, larger icons shrink to the cells (the play screen and map pictures use the same rule).
 */
export function spriteFit(
  boxWidth: number,
  boxHeight: number,
  imageWidth: number,
  imageHeight: number,
): number {
  const fit = Math.min(boxWidth / imageWidth, boxHeight / imageHeight);
  return fit >= 1 ? Math.floor(fit) : fit;
}
