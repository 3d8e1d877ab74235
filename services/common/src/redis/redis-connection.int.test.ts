import { randomBytes } from 'node:crypto';
import type IORedis from 'ioredis';
import { freePortForTest } from '../testing/free-port';
import { createRedisConnection } from './redis-connection';

/** The factory every service's Redis connection comes from, against the test Redis. */
describe('createRedisConnection', () => {
  const url = process.env.TEST_REDIS_URL!;
  const opened: IORedis[] = [];
  const open = (...args: Parameters<typeof createRedisConnection>) => {
    const connection = createRedisConnection(...args);
    opened.push(connection);
    return connection;
  };
  afterAll(() => opened.forEach((connection) => connection.disconnect()));

  it('lets a command sent before the connection is ready wait for it, named for its user', async () => {
    const redis = open(url, 'command', 'sessions');
    const key = `test-connection-${randomBytes(4).toString('hex')}`;
    expect(redis.status).not.toBe('ready');
    await redis.set(key, 'kept', 'EX', 60);
    expect(await redis.get(key)).toBe('kept');
    expect(await redis.client('GETNAME')).toBe('pylands-sessions');
  });

  it('names an unnamed connection for its role', async () => {
    expect(await open(url, 'worker').client('GETNAME')).toBe('pylands-worker');
  });

  it('makes a publisher fail at once while Redis cannot be reached, instead of queueing', async () => {
    const down = open(`redis://127.0.0.1:${await freePortForTest()}`, 'publisher');
    await expect(down.ping()).rejects.toThrow(/offline queue|writeable/i);
  });
});
