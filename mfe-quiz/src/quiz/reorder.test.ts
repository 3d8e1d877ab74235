import { indentSteps, moveItem } from './reorder';
import { pythonTokens } from './python-tokens';

describe('putting lines in order', () => {
  it('moves a line up, down and by drag to another place without losing any', () => {
    expect(moveItem([0, 1, 2, 3], 2, 1)).toEqual([0, 2, 1, 3]);
    expect(moveItem([0, 1, 2, 3], 0, 1)).toEqual([1, 0, 2, 3]);
    expect(moveItem([0, 1, 2, 3], 3, 0)).toEqual([3, 0, 1, 2]);
    expect(moveItem([0, 1, 2], 0, -1)).toEqual([0, 1, 2]);
    expect(moveItem([0, 1, 2], 2, 5)).toEqual([0, 1, 2]);
  });

  it('shows a loop body one step in', () => {
    expect(indentSteps('for i in range(3):')).toBe(0);
    expect(indentSteps('    print(i)')).toBe(1);
    expect(indentSteps('        x = 1')).toBe(2);
    expect(indentSteps('\tprint(i)')).toBe(1);
  });
});

describe('highlighting a snippet', () => {
  it('colours keywords, built-ins, strings, numbers and comments and keeps every character', () => {
    const code = "for i in range(3):\n    print('hi #', i + 1)  # say hi\n";
    const tokens = pythonTokens(code);
    expect(tokens.map((t) => t.text).join('')).toBe(code);
    const kind = (text: string) => tokens.find((t) => t.text === text)?.kind;
    expect(kind('for')).toBe('keyword');
    expect(kind('range')).toBe('builtin');
    expect(kind("'hi #'")).toBe('string');
    expect(kind('3')).toBe('number');
    expect(kind('# say hi')).toBe('comment');
  });
});
