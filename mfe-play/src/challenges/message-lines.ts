/** The words between a check message's two printed texts (libs/python-runner's judge-case). */
const BETWEEN_OUTPUTS = 'but it printed:';

export interface MessageLine {
  text: string;
  /** A line of what a program printed (or should print), shown as code. */
  code: boolean;
}

/**
 * A case message split for display: "Test 2: …should print:", then the expected lines, "but it
 * printed:", then what came out. The printed lines are shown as code so a child sees where the
 * program's text starts and ends.
 */
export function messageLines(message: string): MessageLine[] {
  return message.split('\n').map((text, i) => ({ text, code: i > 0 && text !== BETWEEN_OUTPUTS }));
}
