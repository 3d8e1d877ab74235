import type { Vec2 } from '@pylands/game-engine';
import { findPath, previewDots } from './findPath';

/** '#' is a wall; every other character is walkable. */
function grid(rows: string[]): (cell: Vec2) => boolean {
  return ([x, y]) => y >= 0 && y < rows.length && x >= 0 && x < rows[y].length && rows[y][x] !== '#';
}

describe('findPath', () => {
  it('walks diagonally across open ground', () => {
    const path = findPath([0, 0], [3, 3], grid(['....', '....', '....', '....']));
    expect(path).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('never cuts a corner: a diagonal step needs both side cells free', () => {
    const walkable = grid(['.#', '..']);
    const path = findPath([0, 0], [1, 1], walkable)!;
    expect(path).toEqual([
      [0, 1],
      [1, 1],
    ]);
  });

  it('goes around walls on the shortest way', () => {
    const walkable = grid(['.....', '.###.', '.....']);
    const path = findPath([0, 1], [4, 1], walkable)!;
    // Up (the wall's corner forbids the diagonal), along the top row, and down at the end.
    expect(path).toHaveLength(6);
    expect(path.at(-1)).toEqual([4, 1]);
    for (const cell of path) expect(walkable(cell)).toBe(true);
  });

  it('returns null for a wall or an unreachable cell, and [] for the start itself', () => {
    expect(findPath([0, 0], [1, 0], grid(['.#']))).toBeNull();
    expect(findPath([0, 0], [2, 0], grid(['.#.']))).toBeNull();
    expect(findPath([1, 1], [1, 1], grid(['...', '...']))).toEqual([]);
  });
});

describe('previewDots', () => {
  it('dots at most the first 20 cells of a long way', () => {
    const row = ['.'.repeat(30)];
    const path = findPath([0, 0], [29, 0], grid(row))!;
    expect(path).toHaveLength(29);
    const dots = previewDots(path);
    expect(dots).toHaveLength(20);
    expect(dots[0]).toEqual([1, 0]);
    expect(dots[19]).toEqual([20, 0]);
  });
});
