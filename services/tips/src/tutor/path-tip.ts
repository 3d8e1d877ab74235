import type { TutorTip } from './first-tip';
import { indentOf, lastCodeLine, lineAt } from './code-edits';
import type { LevelFacts } from './level-facts';
import { movementTip } from './movement-tip';
import { same, straightSteps, turnsBetween, walkedBefore, type Action, type Divergence } from './run-actions';
import { steps, tip } from './tip-edit';

/** The reference run is over where the learner's goes on: the learner walked on past the goal. */
export function pastGoalTip(facts: LevelFacts, mine: Action | undefined): TutorTip | null {
  if (mine && (mine.kind === 'step' || mine.kind === 'blocked') && mine.event.command === 'move_forward') {
    const matched = walkedBefore(mine);
    return movementTip(facts, mine.event, matched, `You walk too far: the goal is ${steps(matched)} away.`);
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
      return movementTip(
        facts,
        mine.event,
        matched,
        `You walk too far: after ${steps(matched)} the path turns.`,
      );
    const line = mine.event.line ?? lastCodeLine(code);
    return tip(code, line, `Turn before line ${line}: use ${turns.join(' and ')} to face the path.`, {
      add: `${indentOf(lineAt(code, line))}${turns[0]}`,
      teach: {
        problem: `On line ${line} your character walks straight on, but the path turns.`,
        question: 'Which way does the path go? Which command turns your character?',
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
        `Not yet! Walk ${n} more step${n === 1 ? '' : 's'} before line ${mine.event.line ?? ''}.`.replace(
          ' before line .',
          '.',
        ),
      );
    const line = mine.event.line ?? lastCodeLine(code);
    if (mine.kind === 'blocked' && !same(mine.facing, next.facing)) {
      const turns = turnsBetween(mine.facing, next.facing);
      return tip(code, line, `Wrong way, there is a wall. Use ${turns.join(' and ')} before line ${line}.`, {
        add: `${indentOf(lineAt(code, line))}${turns[0]}`,
        teach: {
          problem: `Wrong way, there is a wall on line ${line}.`,
          question: 'Which way does the path go? How can your character turn to face it?',
        },
      });
    }
    return tip(code, line, `Walk ${steps(n)} before line ${line}.`, {
      add: `${indentOf(lineAt(code, line))}move_forward(${n})`,
      teach: {
        problem: `Your character does not walk far enough before line ${line}.`,
        question: 'How many steps does it need? Which command moves it forward?',
      },
    });
  }

  // Turned the wrong way.
  if (mine.kind === 'face' && next.kind === 'face') {
    const line = mine.event.line ?? lastCodeLine(code);
    const turns = turnsBetween(next.before, next.facing);
    return tip(
      code,
      line,
      `Look at the map: on line ${line} the path goes the other way. Try ${turns.join(' and ')}.`,
      {
        ...(turns.length === 1
          ? { modify: lineAt(code, line).replace(/turn_(left|right)\s*\(\s*\)/, turns[0]) }
          : {}),
        teach: {
          problem: `On line ${line} your character turns the wrong way.`,
          question: 'Look at the map: which way does the path go there?',
        },
      },
    );
  }
  return null;
}
