import { createLogger, pinoLevel } from './logger';

describe('service logger (pino)', () => {
  it("reads LOG_LEVEL in Nest's words or pino's", () => {
    expect(pinoLevel('log')).toBe('info');
    expect(pinoLevel('verbose')).toBe('trace');
    expect(pinoLevel('warn')).toBe('warn');
    expect(pinoLevel('silent')).toBe('silent');
    expect(pinoLevel('nonsense')).toBe('info');
  });

  it('writes one JSON object per line naming the service, with secrets censored', () => {
    const lines: string[] = [];
    const previous = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    try {
      createLogger('auth', { write: (line: string) => void lines.push(line) }).info(
        { email: 'a@b.co', password: 'hunter22', body: { new_password: 'battery staple' } },
        'signup',
      );
    } finally {
      process.env.LOG_LEVEL = previous;
    }
    expect(lines).toHaveLength(1);
    expect(lines[0].trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 'info',
      service: 'auth',
      message: 'signup',
      email: 'a@b.co',
    });
    expect(lines[0]).not.toContain('hunter22');
    expect(lines[0]).not.toContain('battery staple');
  });
});
