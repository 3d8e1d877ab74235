import type { Transform, Vec2 } from '../types';

/** Avoids -0 in positions and facings, so events compare and serialise cleanly. */
export const clean = (n: number): number => (n === 0 ? 0 : n);

export const sameCell = (a: Vec2 | undefined, b: Vec2 | undefined): boolean =>
  !!a && !!b && a[0] === b[0] && a[1] === b[1];

export const cellKey = ([x, y]: Vec2): string => `${x},${y}`;

export const cellOf = (t: Transform): Vec2 => [t.x, t.y];

/** The cell the player faces. */
export const facedCell = (t: Transform): Vec2 => [clean(t.x + t.rotationX), clean(t.y + t.rotationY)];

export const offset = ([x, y]: Vec2, [dx, dy]: Vec2): Vec2 => [clean(x + dx), clean(y + dy)];

export const copyTransform = (t: Transform): Transform => ({
  x: t.x,
  y: t.y,
  rotationX: t.rotationX,
  rotationY: t.rotationY,
});

/** Facing after turn_left(): a quarter turn, from up (0,-1) to (-1,0). */
export const facingAfterLeftTurn = ([x, y]: Vec2): Vec2 => [clean(y), clean(-x)];

/** Facing after turn_right(): a quarter turn, from up (0,-1) to (1,0). */
export const facingAfterRightTurn = ([x, y]: Vec2): Vec2 => [clean(-y), clean(x)];

const withFacing = (t: Transform, [rotationX, rotationY]: Vec2): Transform => ({
  ...t,
  rotationX,
  rotationY,
});

export const turnedLeft = (t: Transform): Transform =>
  withFacing(t, facingAfterLeftTurn([t.rotationX, t.rotationY]));

export const turnedRight = (t: Transform): Transform =>
  withFacing(t, facingAfterRightTurn([t.rotationX, t.rotationY]));
