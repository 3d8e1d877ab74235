import { RunnerPool } from './runner-pool';
import { openField } from '../testing/levels';

describe('RunnerPool', () => {
  let pool: RunnerPool;
  beforeAll(async () => {
    pool = new RunnerPool({ size: 2 });
    await pool.ready();
  });
  afterAll(() => pool.close());

  it('runs more programs than it has workers, each with its own result', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((steps) =>
        pool.run({
          code: `from player import *\nmove_forward(${steps})\nn = ${steps}\n`,
          level: openField(),
        }),
      ),
    );
    expect(results.map((r) => r.variables.n)).toEqual([1, 2, 3]);
    expect(results.map((r) => r.events[0].to.y)).toEqual([3, 2, 1]);
  });

  it('gives every run a fresh worker, so one program leaves nothing for the next', async () => {
    await pool.run({ code: 'import sys\nsys.left_behind = "yes"\n', level: openField() });
    const later = await Promise.all(
      [0, 1, 2].map(() =>
        pool.run({ code: 'import sys\nseen = getattr(sys, "left_behind", "no")\n', level: openField() }),
      ),
    );
    expect(later.map((r) => r.variables.seen)).toEqual(['no', 'no', 'no']);
  });
});
