import { countCodeLines, lineLimitError } from './line-limit';

describe('countCodeLines', () => {
  it('skips empty lines, blank lines and comments, with either line ending', () => {
    expect(
      countCodeLines('from player import *\r\n\n# walk\nmove_forward()\n   \n  # more\nturn_left()\n'),
    ).toBe(3);
  });
});

describe('lineLimitError', () => {
  const code = (lines: number) => Array.from({ length: lines }, (_, i) => `x${i} = ${i}`).join('\n');

  it('lets a program of exactly the limit through, comments and blank lines not counted', () => {
    expect(lineLimitError(`# plan\n\n${code(5)}\n\n# done`, 5)).toBeNull();
  });

  it('refuses one line over with the editor message naming the limit', () => {
    expect(lineLimitError(code(6), 5)).toBe(
      'You have exceeded the maximum number of lines of code allowed. Only 5 lines of code are allowed. Please try again.',
    );
  });

  it('has no limit when the level sets none', () => {
    expect(lineLimitError(code(500), undefined)).toBeNull();
  });
});
