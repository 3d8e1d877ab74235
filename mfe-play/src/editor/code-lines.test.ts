import { countCodeLines, pythonFileName } from './code-lines';

describe('countCodeLines', () => {
  it('skips empty lines and comments', () => {
    expect(
      countCodeLines('from player import *\n\n# walk\nmove_forward()\n   \n  # more\nturn_left()\n'),
    ).toBe(3);
  });
});

describe('pythonFileName', () => {
  it('refuses a blank name and appends .py when missing', () => {
    expect(pythonFileName('   ')).toBeNull();
    expect(pythonFileName(' my code ')).toBe('my code.py');
    expect(pythonFileName('solution.PY')).toBe('solution.PY');
  });
});
