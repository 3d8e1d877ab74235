import type { KAPLAYCtx } from 'kaplay';
import { directionVector, type Direction } from '../motion/direction';
import { FOOTSTEP_FADE_MS, FOOTSTEP_INTERVAL_MS, FOOTSTEP_OPACITY } from '../motion/timing';

export const Z_FOOTSTEPS = 5;
export const FOOTSTEP_SPRITE = 'footstep';
const TAG = 'footstep';
const ANGLE: Record<Direction, number> = { up: 0, right: 90, down: 180, left: 270 };

/**
 * Footprints dropped every 150 ms while the character walks, at opacity 0.75. They fade away,
 * except in creative mode (trails), where they stay as a drawing.
 */
export class Footsteps {
  private sinceLast = FOOTSTEP_INTERVAL_MS;
  private left = false;
  trails: boolean;

  constructor(
    private readonly k: KAPLAYCtx,
    trails: boolean,
    private readonly hasSprite: boolean,
  ) {
    this.trails = trails;
  }

  /** Call every frame with the walker's state. */
  update(dtMs: number, walking: boolean, feetX: number, feetY: number, direction: Direction): void {
    if (!walking) {
      this.sinceLast = FOOTSTEP_INTERVAL_MS;
      return;
    }
    this.sinceLast += dtMs;
    if (this.sinceLast < FOOTSTEP_INTERVAL_MS) return;
    this.sinceLast = 0;
    this.left = !this.left;
    const [dx, dy] = directionVector(direction);
    // Left and right feet sit either side of the walking line.
    const side = this.left ? 2.2 : -2.2;
    const x = feetX + -dy * side;
    const y = feetY - 2.5 + dx * side;
    const k = this.k;
    // The paw print art points its toes up; it turns to the walking direction.
    const shape = this.hasSprite
      ? [k.sprite(FOOTSTEP_SPRITE), k.scale(0.8), k.rotate(ANGLE[direction])]
      : [k.rect(dx === 0 ? 2 : 3, dx === 0 ? 3 : 2, { radius: 1 }), k.color(72, 48, 30)];
    const print = k.add([
      ...shape,
      k.pos(x, y),
      k.anchor('center'),
      k.opacity(FOOTSTEP_OPACITY),
      k.z(Z_FOOTSTEPS),
      TAG,
    ]);
    if (!this.trails) {
      const fade = this.k.tween(FOOTSTEP_OPACITY, 0, FOOTSTEP_FADE_MS / 1000, (o) => (print.opacity = o));
      fade.onEnd(() => print.destroy());
    }
  }

  count(): number {
    return this.k.get(TAG).length;
  }

  clear(): void {
    this.k.destroyAll(TAG);
    this.sinceLast = FOOTSTEP_INTERVAL_MS;
  }
}
