import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, loadConfig } from './service-config';

describe('service configuration', () => {
  it('uses the local defaults and creates one development secret shared by every service', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pylands-config-'));
    const first = loadConfig({ PYLANDS_DATA_DIR: dataDir });
    const second = loadConfig({ PYLANDS_DATA_DIR: dataDir });
    expect(first).toMatchObject({
      databaseUrl: DEFAULT_DATABASE_URL,
      redisUrl: DEFAULT_REDIS_URL,
      host: '127.0.0.1',
      cookieSecure: 'auto',
    });
    expect(first.jwtSecret).toBe(second.jwtSecret);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('reads COOKIE_SECURE as always, never (plain-HTTP development) or, unset, decided per request', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pylands-config-'));
    const secure = (value?: string) =>
      loadConfig({ PYLANDS_DATA_DIR: dataDir, ...(value === undefined ? {} : { COOKIE_SECURE: value }) })
        .cookieSecure;
    expect([secure('true'), secure('false'), secure(), secure('yes')]).toEqual([true, false, 'auto', 'auto']);
  });

  it('refuses to start in production without JWT_SECRET, and refuses short secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET must be set in production');
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/at least 32/);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), COOKIE_SECURE: 'true' }),
    ).toMatchObject({
      production: true,
      cookieSecure: true,
    });
  });
});
