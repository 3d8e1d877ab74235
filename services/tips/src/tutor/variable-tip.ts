import type { TutorTip } from './first-tip';
import { assignmentLine, indentOf, lastCodeLine, lineAt, pyLiteral } from './code-edits';
import type { LevelFacts } from './level-facts';
import { tip } from './tip-edit';
import { say } from './tutor-text';

/** The variable the level checks (an assign or compare goal) has the wrong value, or none. */
export function variableTip(facts: LevelFacts, name: string): TutorTip {
  const goal = facts.level.levelGoals.find(
    (g) => (g.action === 'assign' || g.action === 'compare') && g.variable === name,
  );
  const line = assignmentLine(facts.code, name);
  const expected =
    goal?.action === 'assign' ? (goal.depends?.count ?? goal.depends?.type) : goal?.expectedData;
  if (!line) return tip(facts.code, lastCodeLine(facts.code) + 1, say('tips.variable.create', { name }));
  const simple = /^\s*\w+\s*=\s*("[^"]*"|'[^']*'|-?\d+(\.\d+)?)\s*$/.test(lineAt(facts.code, line));
  return tip(
    facts.code,
    line,
    say('tips.variable.check', { name, line }),
    simple && expected !== undefined && typeof expected !== 'object'
      ? { modify: `${indentOf(lineAt(facts.code, line))}${name} = ${pyLiteral(expected)}` }
      : {},
  );
}

/** The tip for a completion failure "... value of <name> ...", when the message names the variable. */
export function variableTipFor(facts: LevelFacts, message: string): TutorTip | null {
  const name = /value of (\w+)/.exec(message)?.[1];
  return name ? variableTip(facts, name) : null;
}
