import type { CaseText } from '@pylands/python-runner/browser';

/** The words between a check message's two printed texts in English (libs/python-runner's case texts). */
const BETWEEN_OUTPUTS = 'but it printed:';

export interface MessageLine {
  text: string;
  /** A line of what a program printed (or should print), shown as code. */
  code: boolean;
}

const lineCount = (printed: string | number | undefined) =>
  typeof printed === 'string' && printed ? printed.split('\n').length : 0;

/**
 * A case message split for display: "Test 2: …should print:", then the expected lines, "but it
 * printed:", then what came out. The printed lines are shown as code so a child sees where the
 * program's text starts and ends. With the verdict's params (any language) the printed lines are
 * counted; an English message alone is split at its words.
 */
export function messageLines(message: string, text?: CaseText): MessageLine[] {
  const lines = message.split('\n');
  if (text && lines.length > 1 && 'expected' in text.params) {
    const expected = lineCount(text.params.expected);
    const got = lineCount(text.params.got);
    return lines.map((line, i) => ({
      text: line,
      code: (i >= 1 && i <= expected) || i >= lines.length - got,
    }));
  }
  return lines.map((line, i) => ({ text: line, code: i > 0 && line !== BETWEEN_OUTPUTS }));
}
