import { RunnerPool } from './runner-pool';
import { openField } from '../testing/levels';

// Each run gets a fresh Pyodide (a new WebAssembly instance restored from the snapshot) on a
// thread that serves several runs, whose JS realm is frozen before the first: what one program
// changes, the next never sees.
const TAMPER = `import builtins
import _pylands_bridge as bridge
builtins.len = lambda value: 99
builtins.print = None
open('/tmp/left-behind.txt', 'w').write('yes')
# Reaches the thread's JS realm: tries to give every JS function a property, and to replace a
# method every JS function inherits.
# (A refused change may fail silently: what counts is whether it took hold.)
def realm_change(change, took_hold):
    try:
        change()
    except Exception:
        pass
    return 'changed' if took_hold() else 'refused'
def add_property():
    bridge.call.constructor.prototype.pylands_left_behind = 'yes'
def replace_method():
    bridge.call.constructor.prototype.toString = bridge.call
tampered = [
    builtins.len([1]),
    realm_change(add_property, lambda: getattr(bridge.call, 'pylands_left_behind', 'no') == 'yes'),
    realm_change(replace_method, lambda: bridge.call.toString.name != 'toString'),
]
`;
const LOOK = `import builtins, os
import _pylands_bridge as bridge
seen = [builtins.len([1]), builtins.print is None, os.path.exists('/tmp/left-behind.txt'),
        getattr(bridge.call, 'pylands_left_behind', 'no'), bridge.call.toString.name]
`;
const CLEAN = [1, false, false, 'no', 'toString'];
const TAMPERED = [99, 'refused', 'refused'];

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
    // The Python changes took hold inside the run that made them; the frozen realm refused the others.
    expect(tamper.variables.tampered).toEqual(TAMPERED);
    for (let i = 0; i < 3; i += 1) {
      const next = await pool.run({ code: LOOK, level: openField() });
      expect(next.variables.seen).toEqual(CLEAN);
    }
  });

  it('runs tampering programs back to back, each one starting clean', async () => {
    const results = await Promise.all([0, 1, 2].map(() => pool.run({ code: TAMPER, level: openField() })));
    expect(results.map((r) => r.variables.tampered)).toEqual([TAMPERED, TAMPERED, TAMPERED]);
    const after = await pool.run({ code: LOOK, level: openField() });
    expect(after.variables.seen).toEqual(CLEAN);
  });
});

describe('a thread serves a few runs, then a new thread takes over', () => {
  let pool: RunnerPool;
  beforeAll(async () => {
    pool = new RunnerPool({ size: 1, isolation: 'thread', runsPerThread: 2 });
    await pool.ready();
  });
  afterAll(() => pool.close());

  it('every run starts clean, on the same thread and across threads', async () => {
    const seen: unknown[] = [];
    for (let i = 0; i < 3; i += 1) {
      const tamper = await pool.run({ code: TAMPER, level: openField() });
      expect(tamper.variables.tampered).toEqual(TAMPERED);
      seen.push((await pool.run({ code: LOOK, level: openField() })).variables.seen);
    }
    expect(seen).toEqual([CLEAN, CLEAN, CLEAN]);
  });

  it('a later runtime of a thread gives a program no more than the first: no process, socket or timer', async () => {
    await pool.run({ code: LOOK, level: openField() });
    const result = await pool.run({
      code: `import sys, socket
sys.modules.pop('js', None)
import js
found = []
try:
    found.append(str(js.process))
except BaseException as error:
    found.append(type(error).__name__)
try:
    socket.create_connection(('127.0.0.1', 9), timeout=1)
    found.append('connected')
except BaseException as error:
    found.append('no socket')
# Nothing to leave work behind with for the thread's later runs.
found.append([hasattr(js, name) for name in ('setTimeout', 'setInterval', 'setImmediate')])
`,
      level: openField(),
    });
    expect(result.error).toBeUndefined();
    expect(result.variables.found).toEqual(['None', 'no socket', [false, false, false]]);
  });

  it('a program that ignores its interrupt loses its thread; the next run is served', async () => {
    const stubborn = `while True:\n    try:\n        while True:\n            pass\n    except KeyboardInterrupt:\n        pass\n`;
    const stopped = await pool.run({ code: stubborn, level: openField(), timeoutMs: 200 });
    expect(stopped.timedOut).toBe(true);
    const next = await pool.run({ code: LOOK, level: openField() });
    expect(next.variables.seen).toEqual(CLEAN);
  });
});
