import type { TutorTip } from './first-tip';
import {
  assignmentLine,
  callArgument,
  callText,
  indentOf,
  lastCodeLine,
  lineAt,
  pyLiteral,
  withCallArgument,
} from './code-edits';
import type { LevelFacts } from './level-facts';
import { movementTip } from './movement-tip';
import type { Act, Action } from './run-actions';
import { steps, tip } from './tip-edit';

const WALKED_PAST = 'Your character walks past the place where it has something to do.';

/** Walked past something without the command the level needs there (a missing collect). */
function missingCommandTip(facts: LevelFacts, mine: Action, next: Act): TutorTip | null {
  const { code } = facts;
  if (mine.kind === 'act') return null;
  const walked = mine.kind === 'blocked' ? (mine.event.path ?? []).length : 0;
  if (walked > 0)
    return movementTip(
      facts,
      mine.event,
      walked,
      `You walk too far: stop after ${steps(walked)} and use ${next.command}() there.`,
      WALKED_PAST,
    );
  if (mine.kind === 'step' && mine.index > 0)
    return movementTip(
      facts,
      mine.event,
      mine.index,
      `Stop after ${steps(mine.index)}: here you need ${callText(next.command, next.args)}.`,
      WALKED_PAST,
    );
  const line = mine.event.line ?? lastCodeLine(code);
  const call = callText(next.command, next.args);
  const text =
    next.command === 'collect'
      ? `Don't forget to pick up the ${String(next.args[0])}: add ${call} before line ${line}.`
      : `Before line ${line}, use ${next.command}() here.`;
  const teach =
    next.command === 'collect'
      ? {
          problem: `Your character walks past the ${String(next.args[0])} without picking it up.`,
          question: 'Which command picks it up, and where should it go?',
        }
      : {
          problem: `Before line ${line} your character has something to do.`,
          question: 'Look at the goals in the guide: what does the level want it to do there?',
        };
  return tip(code, line, text, { add: `${indentOf(lineAt(code, line))}${call}`, teach });
}

/** Another command than the level needs, or the right one with another argument. */
function wrongCommandTip(facts: LevelFacts, mine: Act, next: Act): TutorTip {
  const { code } = facts;
  const line = mine.event.line ?? lastCodeLine(code);
  const call = callText(next.command, next.args);
  if (mine.command === next.command) {
    const argument = callArgument(lineAt(code, line), mine.command);
    const wanted = next.args.map(pyLiteral).join(', ');
    const what = mine.command === 'collect' ? 'item name' : 'value';
    const teach = {
      problem: `${mine.command}() on line ${line} gets another ${what} than the level needs.`,
      question: `Look at the map and the guide: which ${what} is right?`,
    };
    // The argument may come from a variable: point there.
    if (argument && /^[A-Za-z_]\w*$/.test(argument) && next.args.length === 1) {
      const assigned = assignmentLine(code, argument, line);
      if (assigned)
        return tip(
          code,
          assigned,
          `Check the value of ${argument}: ${mine.command}() on line ${line} needs another ${what}.`,
          { modify: `${indentOf(lineAt(code, assigned))}${argument} = ${wanted}`, teach },
        );
    }
    return tip(code, line, `Check the ${what} on line ${line}: look at the map and the guide.`, {
      modify: withCallArgument(lineAt(code, line), mine.command, wanted),
      teach,
    });
  }
  return tip(code, line, `Here the level needs ${next.command}(), not ${mine.command}().`, {
    modify: `${indentOf(lineAt(code, line))}${call}`,
    teach: {
      problem: `On line ${line} your character uses ${mine.command}(), but the level needs something else here.`,
      question: 'Look at the goals in the guide: what should it do here?',
    },
  });
}

/** Where the reference run uses a command (collect, build, ...) and the learner's does something else. */
export function commandTip(facts: LevelFacts, mine: Action, next: Action): TutorTip | null {
  if (next.kind !== 'act') return null;
  return mine.kind === 'act' ? wrongCommandTip(facts, mine, next) : missingCommandTip(facts, mine, next);
}
