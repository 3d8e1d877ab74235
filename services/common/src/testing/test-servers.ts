import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { ServiceConfig } from '../config/service-config';

function required(name: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL'): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run integration tests through jest (globalSetup starts the servers)`,
    );
  return value;
}

/** A fresh database on the test server, so each test file starts empty. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = required('TEST_DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Configuration for apps under test: the test servers, a random secret, a queue prefix of their own. */
export function testServiceConfig(
  overrides: Partial<ServiceConfig> & { databaseUrl: string },
): ServiceConfig {
  return {
    production: false,
    redisUrl: required('TEST_REDIS_URL'),
    jwtSecret: randomBytes(32).toString('hex'),
    sessionTtlSeconds: 3600,
    cookieSecure: false,
    host: '127.0.0.1',
    logLevel: 'error',
    dbPoolSize: 5,
    queuePrefix: `test-${randomBytes(4).toString('hex')}`,
    ...overrides,
  };
}
