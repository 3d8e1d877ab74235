import { availableParallelism } from 'os';
import { replayPoolOptions } from './replay-options';

const perCore = Math.min(16, availableParallelism());

describe('replay pool options', () => {
  it('defaults to a worker per core, 32 waiting replays and the runner’s own isolation', () => {
    expect(replayPoolOptions({})).toEqual({ size: perCore, maxQueued: 32, isolation: undefined });
  });

  it('reads REPLAY_POOL_SIZE (1–16), REPLAY_QUEUE_LIMIT (0–1000) and REPLAY_ISOLATION, ignoring nonsense', () => {
    expect(
      replayPoolOptions({ REPLAY_POOL_SIZE: '4', REPLAY_QUEUE_LIMIT: '0', REPLAY_ISOLATION: 'thread' }),
    ).toEqual({ size: 4, maxQueued: 0, isolation: 'thread' });
    expect(replayPoolOptions({ REPLAY_POOL_SIZE: '0' }).size).toBe(1);
    expect(replayPoolOptions({ REPLAY_POOL_SIZE: '99', REPLAY_QUEUE_LIMIT: '5000' })).toMatchObject({
      size: 16,
      maxQueued: 1000,
    });
    expect(
      replayPoolOptions({ REPLAY_POOL_SIZE: 'lots', REPLAY_QUEUE_LIMIT: '-3', REPLAY_ISOLATION: 'none' }),
    ).toEqual({ size: perCore, maxQueued: 0, isolation: undefined });
  });
});
