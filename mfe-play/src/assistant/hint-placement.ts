/** Space kept between the bubble and the lines it points at. */
export const HINT_GAP_PX = 6;

export interface HintPlacementInput {
  /** Tops of the highlighted lines (the tip's line, the error line), relative to the editor area. */
  lineTops: readonly number[];
  lineHeight: number;
  bubbleHeight: number;
  /** The editor area's height: the bubble stays inside it when it can. */
  areaHeight: number;
}

/**
 * The bubble's top: below the highlighted lines, flipped above them when there is no room below,
 * never over them. With no room on either side inside the editor it takes the roomier side and
 * reaches out of the editor rather than cover the lines.
 */
export function hintTop({ lineTops, lineHeight, bubbleHeight, areaHeight }: HintPlacementInput): number {
  const first = Math.min(...lineTops);
  const last = Math.max(...lineTops) + lineHeight;
  const below = last + HINT_GAP_PX;
  if (below + bubbleHeight <= areaHeight) return below;
  const above = first - HINT_GAP_PX - bubbleHeight;
  if (above >= 0) return above;
  return areaHeight - last >= first ? below : above;
}
