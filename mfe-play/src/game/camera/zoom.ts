import { ZOOM_LEVELS } from './framing';

/** Doc 2 §9: "relative zoom 0.3x to 2.5x of level zoom, zoom speed 0.5". */
export const RELATIVE_ZOOM_MIN = 0.3;
export const RELATIVE_ZOOM_MAX = 2.5;
export const ZOOM_SPEED = 0.5;
/** A mouse wheel notch reports 100 px; one notch changes the zoom by 1 + ZOOM_SPEED × 0.2 (10 %). */
const WHEEL_NOTCH_PX = 100;
const NOTCH_FACTOR = 1 + ZOOM_SPEED * 0.2;
/** Used when a level has no usable zoom (pixels per tile). */
export const FALLBACK_LEVEL_ZOOM = 64;

export interface ZoomRange {
  min: number;
  max: number;
}

/** The level's own zoom (screen pixels per tile), or the default when it is missing or invalid. */
export function levelZoomOf(zoom: number | undefined | null): number {
  return typeof zoom === 'number' && Number.isFinite(zoom) && zoom > 0 ? zoom : FALLBACK_LEVEL_ZOOM;
}

/** Screen pixels per tile the child may zoom to: 0.3× to 2.5× of the level's zoom. */
export function zoomRange(levelZoom: number): ZoomRange {
  const base = levelZoomOf(levelZoom);
  return { min: base * RELATIVE_ZOOM_MIN, max: base * RELATIVE_ZOOM_MAX };
}

export function clampZoom(tilePx: number, levelZoom: number): number {
  const { min, max } = zoomRange(levelZoom);
  if (!Number.isFinite(tilePx)) return levelZoomOf(levelZoom);
  return Math.min(max, Math.max(min, tilePx));
}

/**
 * A wheel event (or a trackpad pinch, which browsers send as a wheel with ctrlKey): scrolling up
 * (negative deltaY) zooms in. `deltaMode` 1 counts lines, 2 pages (as in WheelEvent).
 */
export function wheelZoom(tilePx: number, deltaY: number, levelZoom: number, deltaMode = 0): number {
  const px = deltaMode === 1 ? deltaY * 33 : deltaMode === 2 ? deltaY * 800 : deltaY;
  const notches = -px / WHEEL_NOTCH_PX;
  return clampZoom(tilePx * NOTCH_FACTOR ** notches, levelZoom);
}

/** A two-finger pinch: `ratio` is the new finger distance over the previous one, damped by the speed. */
export function pinchZoom(tilePx: number, ratio: number, levelZoom: number): number {
  if (!(ratio > 0) || !Number.isFinite(ratio)) return clampZoom(tilePx, levelZoom);
  return clampZoom(tilePx * ratio ** ZOOM_SPEED, levelZoom);
}

/**
 * PageUp/PageDown (doc 2 §9: 64, 96, 128): the next step above or below the current zoom; at the
 * end of the steps the zoom stays. Steps outside the level's range are clamped into it.
 */
export function stepZoom(tilePx: number, direction: 'in' | 'out', levelZoom: number): number {
  const steps = ZOOM_LEVELS as readonly number[];
  const next =
    direction === 'in'
      ? steps.find((s) => s > tilePx + 1e-6)
      : [...steps].reverse().find((s) => s < tilePx - 1e-6);
  return clampZoom(next ?? tilePx, levelZoom);
}
