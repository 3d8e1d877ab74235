import { pythonFileName } from './python-file-name';

describe('pythonFileName', () => {
  it('refuses a blank name and appends .py when missing', () => {
    expect(pythonFileName('   ')).toBeNull();
    expect(pythonFileName(' my code ')).toBe('my code.py');
    expect(pythonFileName('solution.PY')).toBe('solution.PY');
  });
});
