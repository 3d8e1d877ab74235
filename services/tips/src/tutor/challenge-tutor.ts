import type { ChallengeTipRequest, Tip } from '@pylands/contracts';
import { codeLines, insertLine, lastCodeLine, replaceLine } from './code-edits';

const meaningful = (line: string) => line.trim() !== '' && !line.trim().startsWith('#');

/**
 * Challenges are plain Python with a description and a reference solution (tips finds ours by the
 * description, challenge-reference.ts): the first line where the learner's program differs from the
 * reference (ignoring blank lines and comments) gets the tip, or the line missing before a right
 * one; only that one line is shown.
 */
export function challengeTip(request: ChallengeTipRequest): Tip {
  const code = request.last_prompt;
  const mine = codeLines(code)
    .map((text, i) => ({ text, line: i + 1 }))
    .filter((l) => meaningful(l.text));
  const reference = codeLines(request.solution).filter(meaningful);
  const error = request.error_message ? /line (\d+)/.exec(request.error_message) : null;
  const errorLine = error ? Number(error[1]) : null;
  if (request.error_message && errorLine) {
    const text = `Python stopped on line ${errorLine}: ${request.error_message.split('\n').pop()?.slice(0, 160)}. Check that line carefully.`;
    return {
      text,
      code_to_add: '',
      code_to_modify: '',
      line_number: errorLine,
      resulted_code: code,
      is_code_sufficient: false,
    };
  }
  for (let i = 0; i < reference.length; i++) {
    const have = mine[i];
    if (!have) {
      const line = lastCodeLine(code) + 1;
      return {
        text: `Good start! Read the task again: what should your program do next?`,
        code_to_add: reference[i],
        code_to_modify: '',
        line_number: line,
        resulted_code: insertLine(code, line, reference[i]),
        is_code_sufficient: false,
      };
    }
    if (have.text.trim() !== reference[i].trim()) {
      // The child's line is right but belongs later: something is missing before it, not wrong in it.
      if (reference.slice(i + 1).some((later) => later.trim() === have.text.trim()))
        return {
          text: `Line ${have.line} is right, but something must happen before it. What does the task ask for first?`,
          code_to_add: reference[i],
          code_to_modify: '',
          line_number: have.line,
          resulted_code: insertLine(code, have.line, reference[i]),
          is_code_sufficient: false,
        };
      return {
        text: `Look closely at line ${have.line}: something there is not quite right yet.`,
        code_to_add: '',
        code_to_modify: reference[i],
        line_number: have.line,
        resulted_code: replaceLine(code, have.line, reference[i]),
        is_code_sufficient: false,
      };
    }
  }
  return {
    text: request.error_message
      ? `Read the error message carefully: ${request.error_message.slice(0, 160)}`
      : 'Your program looks like what the task asks. Run it again and check its output.',
    code_to_add: '',
    code_to_modify: '',
    line_number: Math.max(1, Math.min(lastCodeLine(code), codeLines(code).length)),
    resulted_code: code,
    is_code_sufficient: !request.error_message,
  };
}
