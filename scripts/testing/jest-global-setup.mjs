// Jest globalSetup for service integration tests: one PostgreSQL and one Redis per Jest run.
// Test files read TEST_DATABASE_URL / TEST_REDIS_URL (workers inherit this process's env) and
// create their own database and queue prefix, so files running in parallel never share state.
// Set TEST_DATABASE_URL / TEST_REDIS_URL yourself to reuse running servers.
import { startPostgres } from './start-postgres.mjs';
import { startRedis } from './start-redis.mjs';

export default async function globalSetup() {
  const started = [];
  globalThis.__PYLANDS_TEST_SERVERS__ = started;
  if (!process.env.TEST_DATABASE_URL) {
    const postgres = await startPostgres();
    started.push(postgres);
    process.env.TEST_DATABASE_URL = postgres.url;
  }
  if (!process.env.TEST_REDIS_URL) {
    const redis = await startRedis();
    started.push(redis);
    process.env.TEST_REDIS_URL = redis.url;
  }
}
