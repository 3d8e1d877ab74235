import IORedis, { type RedisOptions } from 'ioredis';

/**
 * - worker: BullMQ workers block, so they need maxRetriesPerRequest null;
 * - publisher, probe: fail fast (no offline queue), so a Redis outage never hangs an HTTP request;
 * - command: plain commands (sessions, rate limits) wait while the connection is still being made;
 *   their callers bound the wait with a time-out. Once a connection has been ready, a caller asks
 *   `redisUnreachable` first and takes its fallback at once instead of queueing behind a reconnect.
 * Commands other than the workers' blocking ones give up after COMMAND_TIMEOUT_MS, so a Redis that
 * stops answering (a network partition keeps the socket open) never hangs a request.
 */
export type RedisRole = 'worker' | 'publisher' | 'probe' | 'command';

const COMMAND_TIMEOUT_MS = 2000;
/** Connections that have been ready at least once (then a lost link is an outage, not a start-up). */
const everReady = new WeakSet<IORedis>();

/**
 * True when the connection was ready once and is not now: Redis went away, and a command would
 * only wait for the reconnect. A connection still being opened for the first time is not
 * unreachable yet (its commands wait, bounded by their callers).
 */
export function redisUnreachable(connection: IORedis): boolean {
  return connection.status !== 'ready' && everReady.has(connection);
}

/** The one place Redis connections are made; `name` tells them apart in CLIENT LIST. */
export function createRedisConnection(url: string, role: RedisRole, name: string = role): IORedis {
  const options: RedisOptions = {
    lazyConnect: false,
    connectionName: `pylands-${name}`,
    maxRetriesPerRequest: role === 'worker' ? null : 1,
    enableOfflineQueue: role === 'worker' || role === 'command',
    connectTimeout: 2000,
    ...(role === 'worker' ? {} : { commandTimeout: COMMAND_TIMEOUT_MS }),
    // Reconnect forever with a capped back-off: Redis restarts must not need a service restart.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  };
  const connection = new IORedis(url, options);
  // Errors surface through the calls that use the connection; without a listener ioredis logs noise.
  connection.on('error', () => undefined);
  connection.on('ready', () => everReady.add(connection));
  return connection;
}

/** PING that waits for a connection still being established (the probe has no offline queue). */
export async function pingRedis(connection: IORedis): Promise<boolean> {
  if (connection.status !== 'ready') {
    await new Promise<void>((resolve, reject) => {
      const onReady = () => {
        connection.off('end', onEnd);
        resolve();
      };
      const onEnd = () => {
        connection.off('ready', onReady);
        reject(new Error('Redis connection ended'));
      };
      connection.once('ready', onReady);
      connection.once('end', onEnd);
    });
  }
  return (await connection.ping()) === 'PONG';
}
