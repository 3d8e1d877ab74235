import IORedis, { type RedisOptions } from 'ioredis';

/**
 * - worker: BullMQ workers block, so they need maxRetriesPerRequest null;
 * - publisher, probe: fail fast (no offline queue), so a Redis outage never hangs an HTTP request;
 * - command: plain commands (sessions, rate limits) wait while the connection is still being made;
 *   their callers bound the wait with a time-out.
 */
export type RedisRole = 'worker' | 'publisher' | 'probe' | 'command';

/** The one place Redis connections are made; `name` tells them apart in CLIENT LIST. */
export function createRedisConnection(url: string, role: RedisRole, name: string = role): IORedis {
  const options: RedisOptions = {
    lazyConnect: false,
    connectionName: `pylands-${name}`,
    maxRetriesPerRequest: role === 'worker' ? null : 1,
    enableOfflineQueue: role === 'worker' || role === 'command',
    connectTimeout: 2000,
    // Reconnect forever with a capped back-off: Redis restarts must not need a service restart.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  };
  const connection = new IORedis(url, options);
  // Errors surface through the calls that use the connection; without a listener ioredis logs noise.
  connection.on('error', () => undefined);
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
