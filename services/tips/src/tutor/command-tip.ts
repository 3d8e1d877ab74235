import type { Tip } from '@pylands/contracts';
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

/** Walked past something without the command the level needs there (a missing collect). */
function missingCommandTip(facts: LevelFacts, mine: Action, next: Act): Tip | null {
  const { code } = facts;
  if (mine.kind === 'act') return null;
  const walked = mine.kind === 'blocked' ? (mine.event.path ?? []).length : 0;
  if (walked > 0)
    return movementTip(
      facts,
      mine.event,
      walked,
      `You walk too far: stop after ${steps(walked)} and use ${next.command}() there.`,
    );
  if (mine.kind === 'step' && mine.index > 0)
    return movementTip(
      facts,
      mine.event,
      mine.index,
      `Stop after ${steps(mine.index)}: here you need ${callText(next.command, next.args)}.`,
    );
  const line = mine.event.line ?? lastCodeLine(code);
  const call = callText(next.command, next.args);
  const text =
    next.command === 'collect'
      ? `Don't forget to pick up the ${String(next.args[0])}: add ${call} before line ${line}.`
      : `Before line ${line}, use ${next.command}() here.`;
  return tip(code, line, text, { add: `${indentOf(lineAt(code, line))}${call}` });
}

/** Another command than the level needs, or the right one with another argument. */
function wrongCommandTip(facts: LevelFacts, mine: Act, next: Act): Tip {
  const { code } = facts;
  const line = mine.event.line ?? lastCodeLine(code);
  const call = callText(next.command, next.args);
  if (mine.command === next.command) {
    const argument = callArgument(lineAt(code, line), mine.command);
    const wanted = next.args.map(pyLiteral).join(', ');
    const what = mine.command === 'collect' ? 'item name' : 'value';
    // The argument may come from a variable: point there.
    if (argument && /^[A-Za-z_]\w*$/.test(argument) && next.args.length === 1) {
      const assigned = assignmentLine(code, argument, line);
      if (assigned)
        return tip(
          code,
          assigned,
          `Check the value of ${argument}: ${mine.command}() on line ${line} needs another ${what}.`,
          { modify: `${indentOf(lineAt(code, assigned))}${argument} = ${wanted}` },
        );
    }
    return tip(code, line, `Check the ${what} on line ${line}: look at the map and the guide.`, {
      modify: withCallArgument(lineAt(code, line), mine.command, wanted),
    });
  }
  return tip(code, line, `Here the level needs ${next.command}(), not ${mine.command}().`, {
    modify: `${indentOf(lineAt(code, line))}${call}`,
  });
}

/** Where the reference run uses a command (collect, build, ...) and the learner's does something else. */
export function commandTip(facts: LevelFacts, mine: Action, next: Action): Tip | null {
  if (next.kind !== 'act') return null;
  return mine.kind === 'act' ? wrongCommandTip(facts, mine, next) : missingCommandTip(facts, mine, next);
}
