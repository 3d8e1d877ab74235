import type {
  AnchorComp,
  ColorComp,
  GameObj,
  KAPLAYCtx,
  PosComp,
  ScaleComp,
  SpriteComp,
  ZComp,
} from 'kaplay';
import type { Vec2 } from '@pylands/game-engine';
import type { CharacterLayout } from '../character/sheet';
import { TILE_UNITS } from '../camera/framing';
import { directionVector, type Direction } from '../motion/direction';
import { prefersReducedMotion } from '../motion/reducedMotion';
import type { Animator } from './animator';

export const CHARACTER_SPRITE = 'character';
export const Z_CHARACTER = 20;

type CharacterObj = GameObj<SpriteComp | PosComp | AnchorComp | ScaleComp | ColorComp | ZComp>;

/** Kaplay animations: walk_<dir> loops at the sheet's frame time, idle_<dir> holds one frame. */
export function characterAnims(
  layout: CharacterLayout,
): Record<string, { frames: number[]; loop?: boolean; speed?: number }> {
  const anims: Record<string, { frames: number[]; loop?: boolean; speed?: number }> = {};
  for (const [dir, frames] of Object.entries(layout.directions)) {
    anims[`walk_${dir}`] = { frames: frames.walk, loop: true, speed: 1000 / layout.frameTimeMs };
    anims[`idle_${dir}`] = { frames: [frames.idle] };
  }
  return anims;
}

/** The student's character: where it stands (cell), where it faces, and how it moves. */
export class CharacterActor {
  readonly obj: CharacterObj;
  /** A soft shadow under the feet keeps the character readable on any ground. */
  private readonly shadow: GameObj<PosComp>;
  cell: Vec2;
  direction: Direction = 'up';
  private walking = false;
  /** Steps shown as a glide (tween) and as a jump to the tile (reduced motion), for inspect(). */
  readonly steps = { tweened: 0, jumped: 0 };

  constructor(
    private readonly k: KAPLAYCtx,
    private readonly layout: CharacterLayout,
    private readonly animator: Animator,
    start: Vec2,
  ) {
    this.cell = [start[0], start[1]];
    const scale = TILE_UNITS / layout.frameWidth;
    this.obj = k.add([
      k.sprite(CHARACTER_SPRITE),
      k.pos(k.vec2(...this.feetOf(start))),
      k.anchor('bot'),
      k.scale(scale),
      k.color(255, 255, 255),
      k.z(Z_CHARACTER),
    ]);
    this.shadow = k.add([
      k.circle(5),
      k.scale(1, 0.45),
      k.pos(this.obj.pos.x, this.obj.pos.y - 1),
      k.color(20, 30, 20),
      k.opacity(0.28),
      k.z(Z_CHARACTER - 1),
    ]);
    this.obj.onUpdate(() => {
      this.shadow.pos.x = this.obj.pos.x;
      this.shadow.pos.y = this.obj.pos.y - 1;
    });
    this.face('up');
  }

  /** The point the sprite stands on: bottom centre of the cell. */
  feetOf(cell: Vec2): [number, number] {
    return [cell[0] * TILE_UNITS + TILE_UNITS / 2, cell[1] * TILE_UNITS + TILE_UNITS];
  }

  get isWalking(): boolean {
    return this.walking;
  }

  /** Top of the sprite in world units (for the speech bubble). */
  headY(): number {
    return this.obj.pos.y - (this.layout.frameHeight * TILE_UNITS) / this.layout.frameWidth;
  }

  face(direction: Direction): void {
    this.direction = direction;
    this.obj.flipX = this.layout.directions[direction].flipX;
    this.obj.play(this.walking && !prefersReducedMotion() ? `walk_${direction}` : `idle_${direction}`);
  }

  place(cell: Vec2, direction: Direction): void {
    this.cell = [cell[0], cell[1]];
    this.obj.pos = this.k.vec2(...this.feetOf(cell));
    this.walking = false;
    this.face(direction);
  }

  startWalking(): void {
    if (this.walking) return;
    this.walking = true;
    if (!prefersReducedMotion()) this.obj.play(`walk_${this.direction}`);
  }

  stopWalking(): void {
    if (!this.walking) return;
    this.walking = false;
    this.obj.play(`idle_${this.direction}`);
  }

  /** One step to a neighbouring cell in `ms`: a glide, or with reduced motion a jump, then the wait. */
  async stepTo(cell: Vec2, ms: number): Promise<void> {
    const from = this.obj.pos.clone();
    const to = this.k.vec2(...this.feetOf(cell));
    // The animator jumps instead of gliding when reduced motion is asked for.
    if (prefersReducedMotion()) this.steps.jumped += 1;
    else this.steps.tweened += 1;
    await this.animator.tween(from, to, ms, (p) => (this.obj.pos = p));
    this.cell = [cell[0], cell[1]];
  }

  /** A blocked move: half a step into the wall and back, in half the step time, with a red flash. */
  async bump(ms: number): Promise<void> {
    const [dx, dy] = directionVector(this.direction);
    const home = this.k.vec2(...this.feetOf(this.cell));
    const wall = home.add(this.k.vec2(dx, dy).scale(TILE_UNITS / 2));
    this.flashRed();
    if (prefersReducedMotion()) return this.animator.wait(ms);
    this.k.shake(3);
    await this.animator.tween(home, wall, ms / 2, (p) => (this.obj.pos = p), this.k.easings.easeOutQuad);
    await this.animator.tween(wall, home, ms / 2, (p) => (this.obj.pos = p), this.k.easings.easeInQuad);
  }

  flashRed(): void {
    void this.animator.tween(
      this.k.rgb(255, 70, 70),
      this.k.rgb(255, 255, 255),
      450,
      (c) => (this.obj.color = c),
    );
  }

  /** A little hop for actions (collect, open, speak...). */
  async hop(ms: number): Promise<void> {
    if (prefersReducedMotion()) return this.animator.wait(ms);
    const base = this.obj.pos.clone();
    const up = base.sub(this.k.vec2(0, 2));
    await this.animator.tween(base, up, ms / 2, (p) => (this.obj.pos = p), this.k.easings.easeOutQuad);
    await this.animator.tween(up, base, ms / 2, (p) => (this.obj.pos = p), this.k.easings.easeInQuad);
  }
}
