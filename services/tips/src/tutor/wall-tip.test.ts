import { getLevel } from '@pylands/content';
import { wallTip } from './wall-tip';

/** intro-level2: up 3 cells from the start to a corner, then 4 to the right, then 3 down. */
const level = getLevel('python', 'intro-level2')!;
const P = 'from player import *\n\n';
const code = `${P}move_forward(3)\nmove_forward(2)\n`;
const [x, y] = level.start;
const bumpedAt = (position: [number, number], facing: [number, number]) =>
  wallTip({ level, code, error: { message: null, key: 'move.wall', line: 4 }, position, facing }, 4);

describe('the wall tip (no replay: from where the character stopped and where it faces)', () => {
  it('facing up at the corner, the path goes on to the right: turn_right() before the line', () => {
    const tip = bumpedAt([x, y - 3], [0, -1]);
    expect(tip.text).toBe(
      'Wrong way, you bumped into a wall. The path goes on to the side: try turn_right() before line 4.',
    );
    expect(tip.resulted_code).toBe(`${P}move_forward(3)\nturn_right()\nmove_forward(2)\n`);
  });

  it('facing down at the same corner, a left turn faces the path', () => {
    const tip = bumpedAt([x, y - 3], [0, 1]);
    expect(tip.code_to_add).toBe('turn_left()');
  });

  // [9, 4] is on the map's right edge with a blocked cell to its left.
  it('with no open side, the child is told to count the steps', () => {
    const tip = bumpedAt([9, 4], [0, -1]);
    expect(tip.text).toBe(
      'Wrong way, you bumped into a wall. Count the steps to the end of the path and use fewer on line 4.',
    );
    expect(tip.resulted_code).toBe(code);
  });
});
