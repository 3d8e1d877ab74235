import type { TutorTip } from './first-tip';
import { COMMAND_NAMES, allCommandAliases } from '@pylands/game-engine';
import { editDistance, indentOf, lineAt } from './code-edits';
import type { LevelFacts } from './level-facts';
import { tip } from './tip-edit';
import { say } from './tutor-text';

const PYTHON_ERROR = /^(\w+Error|\w+Exception|KeyboardInterrupt)\b:?\s*(.*)$/m;

function indentationTip(code: string, line: number, detail: string): TutorTip {
  const text = lineAt(code, line);
  if (/unexpected indent/.test(detail))
    return tip(code, line, say('tips.python.unexpectedIndent', { line }), { modify: text.trimStart() });
  if (/expected an indented block/.test(detail))
    return tip(code, line, say('tips.python.indentBlock', { line }), {
      modify: `${indentOf(lineAt(code, line - 1))}    ${text.trimStart()}`,
    });
  const previous = lineAt(code, line - 1);
  return tip(code, line, say('tips.python.indentMismatch', { line }), {
    modify: `${previous.trimEnd().endsWith(':') ? `${indentOf(previous)}    ` : indentOf(previous)}${text.trimStart()}`,
  });
}

/** The name as a whole word in any script (`\b` only knows ASCII letters). */
const wholeName = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}_])${name}(?![\\p{L}\\p{N}_])`, 'u');

/** A name without a value: a misspelt command, an item name without quotes, or a missing variable. */
function nameErrorTip(facts: LevelFacts, line: number, detail: string): TutorTip | null {
  const { code } = facts;
  const text = lineAt(code, line);
  const name = /name '([^']+)' is not defined/.exec(detail)?.[1];
  if (!name) return null;
  // A misspelt command in the child's language is mended to that language's name.
  const candidates = [...COMMAND_NAMES, ...allCommandAliases().keys()]
    .map((command) => ({
      command,
      distance: editDistance(name.toLowerCase(), command),
    }))
    .sort((a, b) => a.distance - b.distance);
  const best = candidates[0];
  // Never a whole-word swap: a short unknown name is no misspelling of a one-character command (推).
  const close =
    best &&
    best.distance <= Math.max(2, Math.floor(best.command.length / 4)) &&
    best.distance < Math.min(best.command.length, name.length);
  if (close)
    return tip(code, line, say('tips.python.didYouMean', { name, command: best.command }), {
      modify: text.replace(wholeName(name), best.command),
    });
  const itemTypes = new Set(facts.level.items.map((item) => item.type));
  if (itemTypes.has(name))
    return tip(code, line, say('tips.python.quoteName', { name, line }), {
      modify: text.replace(wholeName(name), `"${name}"`),
    });
  return tip(code, line, say('tips.python.noValue', { line, name }));
}

function syntaxErrorTip(code: string, line: number, detail: string): TutorTip {
  const text = lineAt(code, line);
  const hint = /expected ':'/.test(detail)
    ? say('tips.python.colon')
    : /never closed|unmatched|parenthes/.test(detail)
      ? say('tips.python.brackets')
      : say('tips.python.checkSyntax');
  const fixed =
    /expected ':'/.test(detail) && !text.trimEnd().endsWith(':') ? `${text.trimEnd()}:` : undefined;
  return tip(
    code,
    line,
    `${say('tips.python.cannotRead', { line })} ${hint}`,
    fixed ? { modify: fixed } : {},
  );
}

/** Python's own errors: indentation, syntax, misspelt commands, names without a value. */
export function pythonErrorTip(facts: LevelFacts, message: string, line: number): TutorTip | null {
  const { code } = facts;
  const match = PYTHON_ERROR.exec(message);
  const kind = match?.[1] ?? '';
  const detail = match?.[2] ?? message;
  if (kind === 'IndentationError' || kind === 'TabError' || /indent/i.test(detail))
    return indentationTip(code, line, detail);
  if (kind === 'NameError') return nameErrorTip(facts, line, detail);
  if (kind === 'SyntaxError') return syntaxErrorTip(code, line, detail);
  if (kind === 'TypeError' || kind === 'AttributeError' || kind === 'ValueError')
    return tip(code, line, say('tips.python.cannotDo', { line, kind }));
  return null;
}
