/** World units are source pixels: one 16×16 tile = 16 units. */
export const TILE_UNITS = 16;
export const ZOOM_LEVELS = [64, 96, 128] as const;
export type ZoomLevel = (typeof ZOOM_LEVELS)[number];
export const DEFAULT_ZOOM: ZoomLevel = 64;

export interface FramingInput {
  /** Canvas size in CSS pixels. */
  viewWidth: number;
  viewHeight: number;
  /** Map size in world units. */
  mapWidth: number;
  mapHeight: number;
  /** Chosen zoom: screen pixels per tile. */
  tilePx: number;
  /** Point to keep in view (the character), world units. */
  focusX: number;
  focusY: number;
  /** Device pixels per CSS pixel, to snap the camera to whole device pixels. */
  pixelRatio?: number;
}

export interface Framing {
  /** Screen pixels per world unit. */
  scale: number;
  /** World point shown at the centre of the canvas. */
  centerX: number;
  centerY: number;
}

function clampAxis(focus: number, view: number, map: number): number {
  // A map narrower than the view is centred; otherwise the view follows without showing the void.
  if (map <= view) return map / 2;
  return Math.min(Math.max(focus, view / 2), map - view / 2);
}

/**
 * Follows the focus at the chosen zoom. A map small enough to fit whole is scaled up to fill
 * the canvas (contain) and centred, so small levels never float in empty space.
 */
export function frameCamera(input: FramingInput): Framing {
  const { viewWidth, viewHeight, mapWidth, mapHeight } = input;
  const zoomScale = input.tilePx / TILE_UNITS;
  const fitScale =
    mapWidth > 0 && mapHeight > 0 ? Math.min(viewWidth / mapWidth, viewHeight / mapHeight) : zoomScale;
  const scale = Math.max(zoomScale, fitScale);
  const viewW = viewWidth / scale;
  const viewH = viewHeight / scale;
  let centerX = clampAxis(input.focusX, viewW, mapWidth);
  let centerY = clampAxis(input.focusY, viewH, mapHeight);
  // Snap so world pixels land on whole device pixels: tiles stay crisp while the camera moves.
  const snap = scale * (input.pixelRatio ?? 1);
  centerX = Math.round(centerX * snap) / snap;
  centerY = Math.round(centerY * snap) / snap;
  return { scale, centerX, centerY };
}
