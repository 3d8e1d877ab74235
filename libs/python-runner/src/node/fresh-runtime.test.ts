import { RunnerPool } from './runner-pool';
import { openField } from '../testing/levels';

// Each run gets a fresh Pyodide in a fresh thread, even though threads now start ahead of need
// (spares) from a module compiled once per process: what one program changes, the next never sees.
const TAMPER = `import builtins
import _pylands_bridge as bridge
builtins.len = lambda value: 99
builtins.print = None
# Reaches the thread's JS realm: every JS function's prototype gets a property.
bridge.call.constructor.prototype.pylands_left_behind = 'yes'
tampered = [builtins.len([1]), getattr(bridge.call, 'pylands_left_behind', 'no')]
`;
const LOOK = `import builtins
import _pylands_bridge as bridge
seen = [builtins.len([1]), builtins.print is None, getattr(bridge.call, 'pylands_left_behind', 'no')]
`;

describe.each([
  ['sandbox processes', { isolation: 'process' as const }],
  ['worker threads', { isolation: 'thread' as const }],
])('fresh runtime per run (%s, one runner with a spare thread)', (_name, isolation) => {
  let pool: RunnerPool;
  beforeAll(async () => {
    pool = new RunnerPool({ size: 1, spareThreads: 1, ...isolation });
    await pool.ready();
  });
  afterAll(() => pool.close());

  it('a program that changes Python builtins and JS globals leaves nothing for the next runs', async () => {
    const tamper = await pool.run({ code: TAMPER, level: openField() });
    expect(tamper.error).toBeUndefined();
    // The changes took hold inside the run that made them.
    expect(tamper.variables.tampered).toEqual([99, 'yes']);
    for (let i = 0; i < 3; i += 1) {
      const next = await pool.run({ code: LOOK, level: openField() });
      expect(next.variables.seen).toEqual([1, false, 'no']);
    }
  });

  it('runs tampering programs back to back, each one starting clean', async () => {
    const results = await Promise.all([0, 1, 2].map(() => pool.run({ code: TAMPER, level: openField() })));
    expect(results.map((r) => r.variables.tampered)).toEqual([
      [99, 'yes'],
      [99, 'yes'],
      [99, 'yes'],
    ]);
    const after = await pool.run({ code: LOOK, level: openField() });
    expect(after.variables.seen).toEqual([1, false, 'no']);
  });
});
