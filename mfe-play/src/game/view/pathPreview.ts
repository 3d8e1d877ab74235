import type { KAPLAYCtx } from 'kaplay';
import type { Vec2 } from '@pylands/game-engine';
import { TILE_UNITS } from '../camera/framing';
import { previewDots } from '../path/findPath';

export const Z_PATH_DOTS = 15;
const TAG = 'pathDot';
/** How long the dots stay (about 2 s), the last part of it fading out. */
export const PATH_PREVIEW_MS = 2000;
const FADE_MS = 600;
/** Dots light up one after another from the character, like a trail being traced. */
const STAGGER_MS = 25;

/**
 * The path preview: up to 20 dots along the way from the character to a clicked cell. It only
 * shows the way; the character never walks it (movement is by code alone).
 */
export class PathPreview {
  private cells: Vec2[] = [];
  private generation = 0;

  constructor(private readonly k: KAPLAYCtx) {}

  show(path: readonly Vec2[]): void {
    this.clear();
    const generation = this.generation;
    const k = this.k;
    this.cells = previewDots(path);
    this.cells.forEach(([x, y], i) => {
      const last = i === this.cells.length - 1;
      const dot = k.add([
        k.circle(last ? 3 : 2),
        k.pos(x * TILE_UNITS + TILE_UNITS / 2, y * TILE_UNITS + TILE_UNITS / 2),
        k.color(last ? k.rgb(255, 226, 90) : k.rgb(255, 255, 255)),
        k.outline(0.75, k.rgb(30, 40, 50)),
        k.opacity(0),
        k.z(Z_PATH_DOTS),
        TAG,
      ]);
      const appearAt = (i * STAGGER_MS) / 1000;
      k.wait(appearAt, () => {
        if (generation === this.generation) dot.opacity = 0.95;
      });
      k.wait((PATH_PREVIEW_MS - FADE_MS) / 1000, () => {
        if (generation !== this.generation) return;
        k.tween(0.95, 0, FADE_MS / 1000, (o) => (dot.opacity = o)).onEnd(() => {
          dot.destroy();
          if (generation === this.generation && this.k.get(TAG).length === 0) this.cells = [];
        });
      });
    });
  }

  /** True while dots are on the map (asked every frame, so it copies nothing). */
  get shown(): boolean {
    return this.cells.length > 0;
  }

  /** Cells with a dot on the map now. */
  dots(): Vec2[] {
    return this.cells.map(([x, y]) => [x, y]);
  }

  clear(): void {
    this.generation++;
    this.k.destroyAll(TAG);
    this.cells = [];
  }
}
