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
import { say } from './tutor-text';

const walkedPast = () => say('tips.command.walkedPast');

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
      say('tips.command.walkTooFar', { steps: steps(walked), command: `${next.command}()` }),
      walkedPast(),
    );
  if (mine.kind === 'step' && mine.index > 0)
    return movementTip(
      facts,
      mine.event,
      mine.index,
      say('tips.command.stopAfter', { steps: steps(mine.index), call: callText(next.command, next.args) }),
      walkedPast(),
    );
  const line = mine.event.line ?? lastCodeLine(code);
  const call = callText(next.command, next.args);
  const text =
    next.command === 'collect'
      ? say('tips.command.forgotCollect', { item: String(next.args[0]), call, line })
      : say('tips.command.useBefore', { line, command: `${next.command}()` });
  const teach =
    next.command === 'collect'
      ? {
          problem: say('tips.command.walksPastItem', { item: String(next.args[0]) }),
          question: say('tips.command.whichPicksUp'),
        }
      : {
          problem: say('tips.command.somethingToDo', { line }),
          question: say('tips.command.lookAtGoals'),
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
    const what = mine.command === 'collect' ? 'itemName' : 'value';
    const teach = {
      problem: say(`tips.command.${what}.other`, { command: `${mine.command}()`, line }),
      question: say(`tips.command.${what}.which`),
    };
    // The argument may come from a variable: point there.
    if (argument && /^[A-Za-z_]\w*$/.test(argument) && next.args.length === 1) {
      const assigned = assignmentLine(code, argument, line);
      if (assigned)
        return tip(
          code,
          assigned,
          say(`tips.command.${what}.checkVariable`, {
            variable: argument,
            command: `${mine.command}()`,
            line,
          }),
          { modify: `${indentOf(lineAt(code, assigned))}${argument} = ${wanted}`, teach },
        );
    }
    return tip(code, line, say(`tips.command.${what}.check`, { line }), {
      modify: withCallArgument(lineAt(code, line), mine.command, wanted),
      teach,
    });
  }
  return tip(
    code,
    line,
    say('tips.command.needsOther', { wanted: `${next.command}()`, used: `${mine.command}()` }),
    {
      modify: `${indentOf(lineAt(code, line))}${call}`,
      teach: {
        problem: say('tips.command.usesOther', { line, command: `${mine.command}()` }),
        question: say('tips.command.whatHere'),
      },
    },
  );
}

/** Where the reference run uses a command (collect, build, ...) and the learner's does something else. */
export function commandTip(facts: LevelFacts, mine: Action, next: Action): TutorTip | null {
  if (next.kind !== 'act') return null;
  return mine.kind === 'act' ? wrongCommandTip(facts, mine, next) : missingCommandTip(facts, mine, next);
}
