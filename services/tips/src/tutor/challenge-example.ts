/** Printed text inside a tip: one line, short, in quotes ("nothing" when empty). */
function quoted(printed: string | undefined): string {
  const text = (printed ?? '').trim().replace(/\n/g, ' / ');
  if (!text) return 'nothing';
  return `"${text.length > 80 ? `${text.slice(0, 77)}...` : text}"`;
}

/** The challenge page calls its runs' tests "Example 1", "Example 2": the tip names them so too. */
const asExample = (text: string) => text.replace(/^Test (\d+)/, 'Example $1');

/**
 * The failing example in a child's words, from the message the challenge page sends as
 * `error_message` (python-runner's judgeCase: "Test 1: with animal = 'cow', your program should
 * print:\nThe cow says hello!\nbut it printed:\nThe cow"): as the page's "Example 1", what it printed, then what it should
 * print, on one line. Any other message: its first line. Null without a message.
 */
export function failingExample(message: string | null): string | null {
  if (!message?.trim()) return null;
  const wrong =
    /^(Test \d+): ([\s\S]*?)should print:(?:\n([\s\S]*?)\n| nothing\.)but it printed:(?:\n([\s\S]*)| nothing\.)?$/.exec(
      message.trim(),
    );
  if (wrong) {
    const [, test, who, expected, got] = wrong;
    return `${asExample(test)}: ${who}printed ${quoted(got)}, but it should print ${quoted(expected)}.`;
  }
  const first = asExample(message.trim().split('\n')[0]);
  return first.length > 200 ? `${first.slice(0, 197)}...` : first;
}
