import { createJsonLogger, logLevelsFor } from './json-logger';

describe('JSON logger', () => {
  it('keeps the named level and everything more severe', () => {
    expect(logLevelsFor('warn')).toEqual(['fatal', 'error', 'warn']);
    expect(logLevelsFor('silent')).toEqual([]);
    expect(logLevelsFor('nonsense')).toEqual(['fatal', 'error', 'warn', 'log']);
  });

  it('writes one JSON object per line and redacts passwords', () => {
    const lines: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      createJsonLogger('auth', 'log').log({ message: 'signup', email: 'a@b.co', password: 'hunter22' });
    } finally {
      spy.mockRestore();
    }
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ level: 'log', context: 'auth' });
    expect(lines[0]).not.toContain('hunter22');
    expect(lines[0]).toContain('a@b.co');
  });
});
