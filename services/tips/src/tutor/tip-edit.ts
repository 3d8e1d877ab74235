import { codeLines, insertLine, replaceLine } from './code-edits';
import type { Teaching, TutorTip } from './first-tip';
import { say } from './tutor-text';

/**
 * A tip on one line of the learner's code with at most one edit (a changed or an added line), so the
 * whole solution is never shown; the line is kept inside the program (or just after its end). `teach`
 * is what a first tip on the level says instead of `text` (see first-tip.ts).
 */
export function tip(
  code: string,
  line: number,
  text: string,
  edit: { add?: string; modify?: string; teach?: Teaching } = {},
  sufficient = false,
): TutorTip {
  const lines = codeLines(code);
  const lineNumber = Math.max(1, Math.min(line, lines.length + 1));
  let resulted = code;
  if (edit.modify !== undefined) resulted = replaceLine(code, lineNumber, edit.modify);
  else if (edit.add !== undefined) resulted = insertLine(code, lineNumber, edit.add);
  return {
    text,
    code_to_add: edit.add ?? '',
    code_to_modify: edit.modify ?? '',
    line_number: lineNumber,
    resulted_code: resulted,
    is_code_sufficient: sufficient,
    ...(edit.teach ? { teach: edit.teach } : {}),
  };
}

/** "1 step", "3 steps" in the tip's language. */
export const steps = (n: number): string => say('tips.steps', { count: n });
