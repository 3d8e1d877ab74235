// Test servers for integration and end-to-end harnesses.
export { startPostgres, POSTGRES_BIN } from './start-postgres.mjs';
export { startRedis } from './start-redis.mjs';
export { freePort } from './free-port.cjs';
