import type { TutorTip } from './first-tip';
import type { GameEvent } from '@pylands/game-engine';
import { assignmentLine, callArgument, indentOf, lastCodeLine, lineAt, withCallArgument } from './code-edits';
import type { Teaching } from './first-tip';
import type { LevelFacts } from './level-facts';
import { steps, tip } from './tip-edit';
import { say } from './tutor-text';

/**
 * A move_forward that should walk `rightSteps` instead. When it takes its steps from a variable, the
 * fix belongs where the variable gets its value: `steps = 6` then `move_forward(steps)`. A first tip
 * says `problem` (default: `why`) and asks how far to walk.
 */
export function movementTip(
  facts: LevelFacts,
  event: GameEvent,
  rightSteps: number,
  why: string,
  problem = why,
): TutorTip {
  const { code } = facts;
  const line = event.line ?? lastCodeLine(code);
  const teach: Teaching = {
    problem,
    question: say('tips.move.howMany', { line }),
  };
  const text = lineAt(code, line);
  const argument = callArgument(text, 'move_forward');
  if (argument && /^[A-Za-z_]\w*$/.test(argument)) {
    const assigned = assignmentLine(code, argument, line);
    if (assigned)
      return tip(
        code,
        assigned,
        `${why} ${say('tips.move.variableWalks', { variable: argument, line, count: Number(event.args[0]) })}`,
        {
          modify: `${indentOf(lineAt(code, assigned))}${argument} = ${rightSteps}`,
          teach: { problem, question: say('tips.move.whichValue', { variable: argument }) },
        },
      );
  }
  if (rightSteps === 0)
    return tip(code, line, `${why} ${say('tips.move.takeOut', { line })}`, {
      teach: {
        problem,
        question: say('tips.move.walkOrTurn', { line }),
      },
    });
  return tip(code, line, `${why} ${say('tips.move.try', { steps: steps(rightSteps), line })}`, {
    modify: withCallArgument(text, 'move_forward', String(rightSteps)),
    teach,
  });
}
