export type Direction = 'up' | 'down' | 'left' | 'right';

/** Facing (rotationX, rotationY) to a sprite direction; y grows downwards. */
export function facingToDirection(rotationX: number, rotationY: number): Direction {
  if (Math.abs(rotationX) > Math.abs(rotationY)) return rotationX > 0 ? 'right' : 'left';
  return rotationY > 0 ? 'down' : 'up';
}

export function directionVector(direction: Direction): [number, number] {
  switch (direction) {
    case 'up':
      return [0, -1];
    case 'down':
      return [0, 1];
    case 'left':
      return [-1, 0];
    case 'right':
      return [1, 0];
  }
}
