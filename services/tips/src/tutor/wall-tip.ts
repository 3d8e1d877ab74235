import type { TutorTip } from './first-tip';
import { facingAfterLeftTurn, facingAfterRightTurn, walkability, type Vec2 } from '@pylands/game-engine';
import { indentOf, lineAt } from './code-edits';
import type { LevelFacts } from './level-facts';
import { tip } from './tip-edit';

/** Which way is open from where the character stopped (no replay available). */
export function wallTip(facts: LevelFacts, line: number): TutorTip {
  const { level, position, facing, code } = facts;
  const walkable = walkability(
    level.map,
    level.items.map((item) => ({ ...item, state: item.data ?? null, present: true })),
  );
  const step = (d: Vec2): Vec2 => [position[0] + d[0], position[1] + d[1]];
  const options: [string, Vec2][] = [
    ['turn_left()', facingAfterLeftTurn(facing)],
    ['turn_right()', facingAfterRightTurn(facing)],
  ];
  const open = options.find(([, d]) => walkable(step(d)));
  const text = lineAt(code, line);
  if (open)
    return tip(
      code,
      line,
      `Wrong way, you bumped into a wall. The path goes on to the side: try ${open[0]} before line ${line}.`,
      {
        add: `${indentOf(text)}${open[0]}`,
        teach: {
          problem: 'Wrong way, you bumped into a wall.',
          question: 'Look at the map: which way does the path go from there? How can your character face it?',
        },
      },
    );
  return tip(
    code,
    line,
    `Wrong way, you bumped into a wall. Count the steps to the end of the path and use fewer on line ${line}.`,
    {
      teach: {
        problem: 'Wrong way, you bumped into a wall.',
        question: 'How many steps are there to the end of the path?',
      },
    },
  );
}
