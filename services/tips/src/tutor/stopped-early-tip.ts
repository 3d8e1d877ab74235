import type { TutorTip } from './first-tip';
import { callText, indentOf, lastCodeLine, lineAt } from './code-edits';
import type { LevelFacts } from './level-facts';
import { movementTip } from './movement-tip';
import { same, straightSteps, turnsBetween, type Action, type Divergence } from './run-actions';
import { steps, tip } from './tip-edit';

/**
 * The program stopped (or errored on a command that is not a move) before the level was done: the
 * next thing the reference run does, added after the learner's last action.
 */
export function stoppedEarlyTip(
  facts: LevelFacts,
  { learner, solution, k, mine }: Divergence,
  next: Action,
): TutorTip | null {
  const { code } = facts;
  const last = learner[k - 1];
  const after = last?.event.line ?? lastCodeLine(code);
  const indent = indentOf(lineAt(code, after));
  if (next.kind === 'step') {
    const n = straightSteps(solution, k);
    if (last?.kind === 'step' && last.event.command === 'move_forward' && same(last.facing, next.facing))
      return movementTip(
        facts,
        last.event,
        last.index + 1 + n,
        `Almost there! You need to walk ${n} more step${n === 1 ? '' : 's'} this way.`,
      );
    return tip(code, after + 1, `Keep going: walk ${steps(n)} next.`, {
      add: `${indent}move_forward(${n})`,
      teach: {
        problem: `Your character stopped ${steps(n)} too early.`,
        question: 'How many steps does it still need to walk? Which command moves it forward?',
      },
    });
  }
  if (next.kind === 'face') {
    const turns = turnsBetween(next.before, next.facing);
    return tip(code, after + 1, `Now turn to face the path: use ${turns.join(' and ')}.`, {
      add: `${indent}${turns[0]}`,
      teach: {
        problem: 'Your character stopped where the path turns.',
        question: 'Which way does the path go next? Which command turns your character that way?',
      },
    });
  }
  if (next.kind === 'act') {
    const call = callText(next.command, next.args);
    const teach = {
      problem: 'Your character is in the right place, but it does not do anything there yet.',
      question: 'Look at the goals in the guide: what does the level want it to do here?',
    };
    return tip(
      code,
      (mine?.event.line ?? after + 1) as number,
      `You are in the right place. Now use ${next.command}() here.`,
      mine?.event.line
        ? { add: `${indentOf(lineAt(code, mine.event.line))}${call}`, teach }
        : { add: `${indent}${call}`, teach },
    );
  }
  return null;
}
