import { getLevel } from '@pylands/content';
import type { LevelFacts } from './level-facts';
import { pythonErrorTip } from './python-error-tip';

const level = getLevel('python', 'loops-level1')!;
const P = 'from player import *\n\n';
const factsFor = (code: string): LevelFacts => ({
  level,
  code,
  error: { message: null, key: null, line: null },
  position: level.start,
  facing: [0, -1],
});

describe("the tip for Python's own errors", () => {
  it('a loop header without its colon gets the colon added', () => {
    const code = `${P}for i in range(4)\n    move_forward(1)\n`;
    const tip = pythonErrorTip(factsFor(code), "SyntaxError: expected ':'", 3);
    expect(tip?.text).toBe('Python cannot read line 3. A for, if, while or def line ends with a colon (:).');
    expect(tip?.resulted_code).toBe(`${P}for i in range(4):\n    move_forward(1)\n`);
  });

  it('an unclosed bracket is named, and no line is guessed', () => {
    const code = `${P}move_forward(1\n`;
    const tip = pythonErrorTip(factsFor(code), "SyntaxError: '(' was never closed", 3);
    expect(tip?.text).toBe('Python cannot read line 3. Every ( needs a ) and every " needs a closing ".');
    expect(tip?.resulted_code).toBe(code);
  });

  it('a line indented outside any block starts at the left edge again', () => {
    const code = `${P}move_forward(1)\n    collect("log")\n`;
    const tip = pythonErrorTip(factsFor(code), 'IndentationError: unexpected indent', 4);
    expect(tip?.code_to_modify).toBe('collect("log")');
    expect(tip?.text).toMatch(/^Line 4 has spaces at the start/);
  });

  it("a line inside a loop indented differently from its block takes the block's indent", () => {
    const code = `${P}for i in range(4):\n    move_forward(1)\n  collect("log")\n`;
    const tip = pythonErrorTip(
      factsFor(code),
      'IndentationError: unindent does not match any outer indentation level',
      5,
    );
    expect(tip?.code_to_modify).toBe('    collect("log")');
  });

  it('a variable used before it has a value is named with its line', () => {
    const code = `${P}move_forward(steps)\n`;
    const tip = pythonErrorTip(factsFor(code), "NameError: name 'steps' is not defined", 3);
    expect(tip?.text).toBe(
      'On line 3 you use steps before it has a value. Create it first, like steps = ..., or check the spelling.',
    );
  });

  it('a command called the wrong way points to the Code Book', () => {
    const code = `${P}move_forward("two")\n`;
    const tip = pythonErrorTip(factsFor(code), 'TypeError: steps must be a number', 3);
    expect(tip?.text).toBe(
      'Line 3 asks for something Python cannot do (TypeError). Look at the Code Book to see how this command is written.',
    );
  });

  it('other errors are left to the other tips', () => {
    expect(pythonErrorTip(factsFor(`${P}x = 1 / 0\n`), 'ZeroDivisionError: division by zero', 3)).toBeNull();
  });
});
