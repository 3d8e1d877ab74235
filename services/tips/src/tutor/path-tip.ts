import type { TutorTip } from './first-tip';
import { indentOf, lastCodeLine, lineAt } from './code-edits';
import type { LevelFacts } from './level-facts';
import { movementTip } from './movement-tip';
import { same, straightSteps, turnsBetween, walkedBefore, type Action, type Divergence } from './run-actions';
import { steps, tip } from './tip-edit';
import { say, sayList } from './tutor-text';

/** The reference run is over where the learner's goes on: the learner walked on past the goal. */
export function pastGoalTip(facts: LevelFacts, mine: Action | undefined): TutorTip | null {
  if (mine && (mine.kind === 'step' || mine.kind === 'blocked') && mine.event.command === 'move_forward') {
    const matched = walkedBefore(mine);
    return movementTip(facts, mine.event, matched, say('tips.path.goalAway', { steps: steps(matched) }));
  }
  return null;
}

/** Where the learner walks or turns differently from the reference run; null for other mistakes. */
export function pathTip(
  facts: LevelFacts,
  { learner, solution, k }: Divergence,
  mine: Action,
  next: Action,
): TutorTip | null {
  const { code } = facts;
  // Walked on (or into a wall) where the path turns: too many steps, or a missing turn.
  if ((mine.kind === 'step' || mine.kind === 'blocked') && next.kind === 'face') {
    const matched = walkedBefore(mine);
    const turns = turnsBetween(next.before, next.facing);
    if (matched > 0)
      return movementTip(facts, mine.event, matched, say('tips.path.pathTurns', { steps: steps(matched) }));
    const line = mine.event.line ?? lastCodeLine(code);
    return tip(code, line, say('tips.path.turnBefore', { line, turns: sayList(turns) }), {
      add: `${indentOf(lineAt(code, line))}${turns[0]}`,
      teach: {
        problem: say('tips.path.straightOn', { line }),
        question: say('tips.path.whichTurn'),
      },
    });
  }

  // Turned (or acted) too early: the previous walk was too short.
  if ((mine.kind === 'face' || mine.kind === 'act' || mine.kind === 'blocked') && next.kind === 'step') {
    const last = learner[k - 1];
    const n = straightSteps(solution, k);
    if (last?.kind === 'step' && same(last.facing, next.facing))
      return movementTip(
        facts,
        last.event,
        last.index + 1 + n,
        mine.event.line
          ? say('tips.path.notYetBefore', { count: n, line: mine.event.line })
          : say('tips.path.notYet', { count: n }),
      );
    const line = mine.event.line ?? lastCodeLine(code);
    if (mine.kind === 'blocked' && !same(mine.facing, next.facing)) {
      const turns = turnsBetween(mine.facing, next.facing);
      return tip(code, line, say('tips.path.wallUse', { turns: sayList(turns), line }), {
        add: `${indentOf(lineAt(code, line))}${turns[0]}`,
        teach: {
          problem: say('tips.path.wallOn', { line }),
          question: say('tips.path.howTurn'),
        },
      });
    }
    return tip(code, line, say('tips.path.walkBefore', { steps: steps(n), line }), {
      add: `${indentOf(lineAt(code, line))}move_forward(${n})`,
      teach: {
        problem: say('tips.path.notFarEnough', { line }),
        question: say('tips.path.howManySteps'),
      },
    });
  }

  // Turned the wrong way.
  if (mine.kind === 'face' && next.kind === 'face') {
    const line = mine.event.line ?? lastCodeLine(code);
    const turns = turnsBetween(next.before, next.facing);
    return tip(code, line, say('tips.path.otherWay', { line, turns: sayList(turns) }), {
      ...(turns.length === 1
        ? { modify: lineAt(code, line).replace(/turn_(left|right)\s*\(\s*\)/, turns[0]) }
        : {}),
      teach: {
        problem: say('tips.path.wrongTurn', { line }),
        question: say('tips.path.whichWay'),
      },
    });
  }
  return null;
}
