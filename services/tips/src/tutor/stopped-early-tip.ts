import type { TutorTip } from './first-tip';
import { callText, indentOf, lastCodeLine, lineAt } from './code-edits';
import type { LevelFacts } from './level-facts';
import { movementTip } from './movement-tip';
import { same, straightSteps, turnsBetween, type Action, type Divergence } from './run-actions';
import { steps, tip } from './tip-edit';
import { say, sayList } from './tutor-text';

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
      return movementTip(facts, last.event, last.index + 1 + n, say('tips.early.almost', { count: n }));
    return tip(code, after + 1, say('tips.early.keepGoing', { steps: steps(n) }), {
      add: `${indent}move_forward(${n})`,
      teach: {
        problem: say('tips.early.stoppedEarly', { steps: steps(n) }),
        question: say('tips.early.howManyMore'),
      },
    });
  }
  if (next.kind === 'face') {
    const turns = turnsBetween(next.before, next.facing);
    return tip(code, after + 1, say('tips.early.turnNow', { turns: sayList(turns) }), {
      add: `${indent}${turns[0]}`,
      teach: {
        problem: say('tips.early.stoppedAtTurn'),
        question: say('tips.early.whichWayNext'),
      },
    });
  }
  if (next.kind === 'act') {
    const call = callText(next.command, next.args);
    const teach = {
      problem: say('tips.early.rightPlace'),
      question: say('tips.early.whatHere'),
    };
    return tip(
      code,
      (mine?.event.line ?? after + 1) as number,
      say('tips.early.useHere', { command: `${next.command}()` }),
      mine?.event.line
        ? { add: `${indentOf(lineAt(code, mine.event.line))}${call}`, teach }
        : { add: `${indent}${call}`, teach },
    );
  }
  return null;
}
