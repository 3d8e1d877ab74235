import { replayPoolOptions } from './replay-options';

describe('replay pool options', () => {
  it('defaults to 2 workers and the runner’s own isolation', () => {
    expect(replayPoolOptions({})).toEqual({ size: 2, isolation: undefined });
  });

  it('reads REPLAY_POOL_SIZE within 1–16 and REPLAY_ISOLATION process|thread, ignoring nonsense', () => {
    expect(replayPoolOptions({ REPLAY_POOL_SIZE: '4', REPLAY_ISOLATION: 'thread' })).toEqual({
      size: 4,
      isolation: 'thread',
    });
    expect(replayPoolOptions({ REPLAY_POOL_SIZE: '0' }).size).toBe(1);
    expect(replayPoolOptions({ REPLAY_POOL_SIZE: '99' }).size).toBe(16);
    expect(replayPoolOptions({ REPLAY_POOL_SIZE: 'lots', REPLAY_ISOLATION: 'none' })).toEqual({
      size: 2,
      isolation: undefined,
    });
  });
});
