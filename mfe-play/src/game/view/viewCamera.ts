import type { LevelDefinition, Vec2 } from '@pylands/game-engine';
import { frameCamera, TILE_UNITS } from '../camera/framing';
import { clampZoom, levelZoomOf, pinchZoom, wheelZoom } from '../camera/zoom';
import type { KaplayHandle } from './kaplayContext';

type Kaplay = KaplayHandle['k'];

/**
 * The view's zoom and camera: the level's own zoom (doc 2 §9), which wheel, pinch and
 * PageUp/PageDown move within 0.3×–2.5× of, and a camera that follows the character.
 */
export class ViewCamera {
  zoom: number;
  camera: { centerX: number; centerY: number; scale: number };
  private readonly mapWidth: number;
  private readonly mapHeight: number;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly level: LevelDefinition,
  ) {
    this.mapWidth = level.map.width * TILE_UNITS;
    this.mapHeight = level.map.height * TILE_UNITS;
    this.zoom = levelZoomOf(level.zoom);
    this.show(this.zoom);
    this.camera = { centerX: this.mapWidth / 2, centerY: this.mapHeight / 2, scale: this.zoom / TILE_UNITS };
  }

  /** A zoom asked for from outside (keys, tests): clamped to the level's range. */
  request(tilePx: number): void {
    if (Number.isFinite(tilePx) && tilePx > 0) this.show(clampZoom(tilePx, this.level.zoom));
  }

  wheel(deltaY: number, deltaMode: number): void {
    this.show(wheelZoom(this.zoom, deltaY, this.level.zoom, deltaMode));
  }

  pinch(ratio: number): void {
    this.show(pinchZoom(this.zoom, ratio, this.level.zoom));
  }

  /** Each frame: frames the map around a point (the character) at the current zoom. */
  follow(k: Kaplay, focusX: number, focusY: number): void {
    const framing = frameCamera({
      viewWidth: k.width(),
      viewHeight: k.height(),
      mapWidth: this.mapWidth,
      mapHeight: this.mapHeight,
      tilePx: this.zoom,
      focusX,
      focusY,
      pixelRatio: window.devicePixelRatio || 1,
    });
    this.camera = { centerX: framing.centerX, centerY: framing.centerY, scale: framing.scale };
    k.setCamScale(framing.scale);
    k.setCamPos(framing.centerX, framing.centerY);
  }

  /** The map cell under a point of the canvas, or null outside the map. */
  cellAt(k: Kaplay, clientX: number, clientY: number): Vec2 | null {
    const rect = this.canvas.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return null;
    const sx = ((clientX - rect.left) * k.width()) / rect.width;
    const sy = ((clientY - rect.top) * k.height()) / rect.height;
    const wx = (sx - k.width() / 2) / this.camera.scale + this.camera.centerX;
    const wy = (sy - k.height() / 2) / this.camera.scale + this.camera.centerY;
    const cell: Vec2 = [Math.floor(wx / TILE_UNITS), Math.floor(wy / TILE_UNITS)];
    const { width, height } = this.level.map;
    if (cell[0] < 0 || cell[1] < 0 || cell[0] >= width || cell[1] >= height) return null;
    return cell;
  }

  /** The camera's tile size, readable on the canvas (tests and tools wait for it instead of guessing). */
  private show(tilePx: number): void {
    this.zoom = tilePx;
    this.canvas.dataset.zoom = String(Math.round(tilePx));
  }
}
