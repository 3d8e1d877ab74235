import type { NodeRunner } from './node-runner';
import { useWarmRunner } from '../testing/warm-runner';
import { BUSY_RESETTING_MESSAGE } from '../protocol/limits';
import { openField } from '../testing/levels';

const runner = useWarmRunner();

const run = (code: string, extra: Partial<Parameters<NodeRunner['run']>[0]> = {}) =>
  runner().run({ code, level: openField(), ...extra });

describe('node runner', () => {
  it('applies each command with the learner line that made it', async () => {
    const result = await run(
      'from player import *\nmove_forward()\nturn_left()\nfor i in range(2):\n    turn_right()\n',
    );
    expect(result.error).toBeUndefined();
    expect(result.events.map((e) => [e.command, e.line])).toEqual([
      ['move_forward', 2],
      ['turn_left', 3],
      ['turn_right', 5],
      ['turn_right', 5],
    ]);
    expect(result.events[0].to).toMatchObject({ x: 2, y: 3 });
  });

  it('stops the script at a wall with the engine message and the line', async () => {
    const result = await run('from player import *\nmove_forward(2)\nmove_forward(9)\nturn_left()\n');
    expect(result.error?.key).toBe('move.wall');
    expect(result.error?.line).toBe(3);
    expect(result.events.find((e) => e.error)?.error?.message).toBe(result.error?.message);
    expect(result.events.some((e) => e.command === 'turn_left')).toBe(false);
    expect(result.completion.complete).toBe(false);
  });

  it('reports a syntax error with its line', async () => {
    const result = await run('from player import *\nmove_forward()\nif True\n    turn_left()\n');
    expect(result.error?.message).toMatch(/^SyntaxError/);
    expect(result.error?.line).toBe(3);
    expect(result.events).toEqual([]);
  });

  it('reports a NameError with its line and a trace of learner frames only', async () => {
    const code = 'from player import *\n\ndef walk():\n    move_forward()\n    jump()\n\nwalk()\n';
    const result = await run(code);
    expect(result.error?.message).toBe("NameError: name 'jump' is not defined");
    expect(result.error?.line).toBe(5);
    const frames = result.error!.trace.split('\n').filter((l) => l.trim().startsWith('File '));
    expect(frames).toEqual(['  File "<exec>", line 7, in <module>', '  File "<exec>", line 5, in walk']);
    expect(result.error!.trace).not.toMatch(/_pylands|player\.py|pyodide/);
    expect(result.events).toHaveLength(1);
  });

  it('injects level constants, returns variables and updated constants', async () => {
    const result = await runner().run({
      code: 'from player import *\nSTEPS = STEPS + 1\nname = "fox"\nbag = [1, (2, 3)]\nfn = len\n',
      level: openField([{ name: 'STEPS', value: 2 }]),
    });
    expect(result.variables).toMatchObject({ STEPS: 3, name: 'fox', bag: [1, [2, 3]] });
    expect(result.variables).not.toHaveProperty('fn');
    expect(result.variables).not.toHaveProperty('move_forward');
    expect(result.updatedConstants).toEqual([{ name: 'STEPS', value: 3 }]);
  });

  it('starts each run with a fresh player module and finds modules a program wrote in an earlier run', async () => {
    const first = await run(
      "import player\nplayer.turn_left = None\nopen('/pylands/helper.py', 'w').write('VALUE = 7\\n')\n",
    );
    expect(first.error).toBeUndefined();
    const second = await run('from helper import VALUE\nfrom player import *\nturn_left()\nanswer = VALUE\n');
    expect(second.error).toBeUndefined();
    expect(second.events.map((e) => e.command)).toEqual(['turn_left']);
    expect(second.variables.answer).toBe(7);
    // Modules from the standard library zip still import after both runs.
    const third = await run('import pprint, calendar\nwidth = len(calendar.month_name)\n');
    expect(third.error).toBeUndefined();
    expect(third.variables.width).toBe(13);
  });

  it('gives the same events and random numbers for the same program and seed', async () => {
    const code =
      'from player import *\nimport random\nrolls = [random.randint(1, 6) for _ in range(5)]\nfor r in rolls[:3]:\n    if r % 2:\n        turn_left()\n    else:\n        turn_right()\n';
    const first = await run(code, { seed: 42 });
    const second = await run(code, { seed: 42 });
    expect(second.variables.rolls).toEqual(first.variables.rolls);
    expect(second.events).toEqual(first.events);
    const other = await run(code, { seed: 7 });
    expect(other.variables.rolls).not.toEqual(first.variables.rolls);
  });

  it('pauses on a question popup and returns the answer to the program', async () => {
    const asked: string[] = [];
    const off = runner().onPopup(async (popup) => {
      asked.push(`${popup.kind}:${popup.text}:${popup.line}`);
      return true;
    });
    const result = await run(
      'from player import *\nok = question("Is the sky blue?")\nif ok:\n    turn_left()\n',
    );
    off();
    expect(asked).toEqual(['question:Is the sky blue?:2']);
    expect(result.variables.ok).toBe(true);
    expect(result.answers).toEqual([true]);
    expect(result.events.map((e) => e.command)).toEqual(['question', 'turn_left']);
  });

  it('answers popups from request.answers when replaying', async () => {
    const result = await run('from player import *\nok = question("Ready?")\n', { answers: [false] });
    expect(result.variables.ok).toBe(false);
    expect(result.answers).toEqual([false]);
  });

  it('interrupts `while True: pass` at the time-out and stays usable', async () => {
    // The play screen's own budget: a shorter one can run out before a busy machine (CI, with the
    // other runner suites beside it) has run the first line.
    const result = await run('from player import *\nturn_left()\nwhile True:\n    pass\n');
    expect(result.timedOut).toBe(true);
    expect(result.error).toBeUndefined();
    expect(result.events.map((e) => e.command)).toEqual(['turn_left']);
    const next = await run('from player import *\nturn_right()\n');
    expect(next.timedOut).toBe(false);
    expect(next.events.map((e) => e.command)).toEqual(['turn_right']);
  });

  it('replaces the worker when a program swallows the interrupt, and the next run works', async () => {
    const code =
      'while True:\n    try:\n        while True:\n            pass\n    except BaseException:\n        pass\n';
    const result = await run(code, { timeoutMs: 1000 });
    expect(result.timedOut).toBe(true);
    expect(runner().status).toBe('resetting');
    await expect(run('print(1)')).rejects.toThrow(BUSY_RESETTING_MESSAGE);
    await runner().ready;
    const next = await run('from player import *\nmove_forward()\n');
    expect(next.events.map((e) => e.command)).toEqual(['move_forward']);
  });

  it('stop() interrupts the running program', async () => {
    const pending = run('while True:\n    pass\n');
    expect(runner().status).toBe('running');
    runner().stop();
    const result = await pending;
    expect(result.stopped).toBe(true);
    expect(result.timedOut).toBe(false);
  });
});

describe('node runner containment', () => {
  it('gives a program no way to the server: no process, no env, no code from strings, no network', async () => {
    const marker = `/tmp/pylands-escape-${process.pid}-${Date.now()}`;
    const code = `from player import *
import sys
tried = []
sys.modules.pop('js', None)
try:
    import js
except BaseException as e:
    tried.append('import js: ' + type(e).__name__)
    js = None
import _pylands_bridge as bridge
attempts = {
    'process': lambda: js.process.env,
    'fetch': lambda: js.fetch('http://127.0.0.1:9/'),
    'Function': lambda: js.Function("return import('node:fs')")(),
    'eval': lambda: js.eval("import('node:fs')"),
    'constructor': lambda: bridge.call.constructor("return import('node:fs').then(fs => fs.writeFileSync('${marker}', 'x'))")(),
    'constructor of constructor': lambda: bridge.call.constructor.constructor("return globalThis.process")(),
}
for name, attempt in attempts.items():
    try:
        value = attempt()
        tried.append(name + ': reached ' + str(type(value)))
    except BaseException as e:
        tried.append(name + ': ' + type(e).__name__)
move_forward()
`;
    const result = await run(code);
    // Every way to JS code failed inside the run (none 'reached'), so nothing can write later.
    expect(require('fs').existsSync(marker)).toBe(false);
    expect(result.error).toBeUndefined();
    expect((result.variables.tried as string[]).filter((t) => t.includes('reached'))).toEqual([]);
    expect(result.events.map((e) => e.command)).toEqual(['move_forward']);
  });
});
