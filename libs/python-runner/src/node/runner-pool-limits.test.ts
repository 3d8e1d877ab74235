import { RunnerPool } from './runner-pool';
import { PoolBusyError, RunDeadlineError } from './pool-errors';
import { openField } from '../testing/levels';

// What keeps replays from being abused: deadlines that really free the worker, a bounded queue,
// and a memory ceiling per sandbox. The pools run as the levels service runs them (sandbox processes).
const FOREVER = 'while True:\n    pass\n';
const HOUR = 3_600_000;

describe('RunnerPool limits', () => {
  let pool: RunnerPool;
  beforeAll(async () => {
    pool = new RunnerPool({ size: 1, maxQueued: 1 });
    await pool.ready();
  });
  afterAll(() => pool.close());

  it('abandons a run past its deadline and replaces its worker, so the next run is served', async () => {
    // The script's own time-out is an hour: only the deadline can free the worker.
    const stuck = pool.run({ code: FOREVER, level: openField(), timeoutMs: HOUR }, { deadlineMs: 300 });
    await expect(stuck).rejects.toBeInstanceOf(RunDeadlineError);
    const next = await pool.run({ code: 'n = 6 * 7\n', level: openField() });
    expect(next.variables.n).toBe(42);
  });

  it('takes a waiting run out of the queue when its deadline passes', async () => {
    const running = pool
      .run({ code: FOREVER, level: openField(), timeoutMs: HOUR }, { deadlineMs: 60_000 })
      .catch((error: unknown) => error);
    await pool.dispatched();
    const waiting = pool.run({ code: 'n = 1\n', level: openField() }, { deadlineMs: 100 });
    await expect(waiting).rejects.toBeInstanceOf(RunDeadlineError);
    expect(pool.queued).toBe(0);
    pool.close(); // ends the endless run (a new pool serves the next tests)
    expect(await running).toBeInstanceOf(Error);
    pool = new RunnerPool({ size: 1, maxQueued: 1 });
    await pool.ready();
  });

  it('refuses a run when the queue is full instead of piling it up', async () => {
    const running = pool
      .run({ code: FOREVER, level: openField(), timeoutMs: HOUR }, { deadlineMs: 1000 })
      .catch((error: unknown) => error);
    await pool.dispatched();
    const waiting = pool.run({ code: 'n = 1\n', level: openField() }, { deadlineMs: 60_000 });
    await expect(pool.run({ code: 'n = 2\n', level: openField() })).rejects.toBeInstanceOf(PoolBusyError);
    expect(await running).toBeInstanceOf(RunDeadlineError);
    await expect(waiting).resolves.toMatchObject({ variables: { n: 1 } });
  });

  it('stops a program that allocates without end with MemoryError, and the next run is served', async () => {
    // The script's time-out is an hour: only the memory ceiling can end this program.
    const hog = await pool.run({
      code: 'hoard = []\nwhile True:\n    hoard.append(bytearray(10 ** 7))\n',
      level: openField(),
      timeoutMs: HOUR,
    });
    expect(hog.timedOut).toBe(false);
    expect(hog.error?.message).toMatch(/^MemoryError/);
    const huge = await pool.run({ code: 'text = "x" * (10 ** 9)\n', level: openField(), timeoutMs: HOUR });
    expect(huge.error?.message).toMatch(/^MemoryError/);
    const next = await pool.run({ code: 'n = 3\n', level: openField() });
    expect(next.variables.n).toBe(3);
  });
});
