import type { TutorTip } from './first-tip';
import { facingAfterLeftTurn, facingAfterRightTurn, walkability, type Vec2 } from '@pylands/game-engine';
import { indentOf, lineAt } from './code-edits';
import type { LevelFacts } from './level-facts';
import { tip } from './tip-edit';
import { say } from './tutor-text';

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
    return tip(code, line, say('tips.wall.side', { turn: open[0], line }), {
      add: `${indentOf(text)}${open[0]}`,
      teach: {
        problem: say('tips.wall.bumped'),
        question: say('tips.wall.whichWay'),
      },
    });
  return tip(code, line, say('tips.wall.fewer', { line }), {
    teach: {
      problem: say('tips.wall.bumped'),
      question: say('tips.wall.howMany'),
    },
  });
}
