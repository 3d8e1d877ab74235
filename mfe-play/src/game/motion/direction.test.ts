import { facingToDirection } from './direction';

describe('facingToDirection', () => {
  it('reads (rotationX, rotationY) with y pointing down', () => {
    expect(facingToDirection(0, -1)).toBe('up');
    expect(facingToDirection(0, 1)).toBe('down');
    expect(facingToDirection(-1, 0)).toBe('left');
    expect(facingToDirection(1, 0)).toBe('right');
  });
});
