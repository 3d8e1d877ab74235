import { expect, test, type Page } from '@playwright/test';
import type { LevelDefinition } from '@pylands/game-engine';
import type { RunResult } from '../src/browser';
import { startTestSite } from './test-server';

/**
 * Learner code is untrusted. Each program below tries a way out of the worker that was seen to
 * work somewhere; the fake API behind the gateway must receive nothing, and the page must accept
 * no message the runtime did not send.
 */
const level: LevelDefinition = {
  map: {
    width: 5,
    height: 5,
    tilewidth: 16,
    tileheight: 16,
    layers: [{ name: 'ground_tiles', type: 'tilelayer', width: 5, height: 5, data: new Array(25).fill(1) }],
    tilesets: [{ firstgid: 1, source: 'terrain.tsj' }],
  },
  start: [2, 4],
  zoom: 1,
  items: [{ action: 'collect', type: 'apple', position: [0, 0] }],
  levelGoals: [
    {
      type: 'apple',
      action: 'collect',
      count: 1,
      data: 'apple',
      position: [0, 1],
      targetPosition: [0, 0],
      score: 0,
      maxScore: 1,
    },
  ],
  constants: [],
};

let site: Awaited<ReturnType<typeof startTestSite>>;
let page: Page;

declare global {
  interface Window {
    PylandsRunner: typeof import('../src/browser');
    runner: import('../src/browser').BrowserRunner;
  }
}

async function run(code: string, timeoutMs?: number): Promise<RunResult> {
  return page.evaluate(({ code, level, timeoutMs }) => window.runner.run({ code, level, timeoutMs }), {
    code,
    level,
    timeoutMs,
  });
}

/** The run the engine really produced: one move up from the start, nothing forged. */
function expectGenuine(result: RunResult) {
  expect(result.events.map((e) => [e.command, e.to.x, e.to.y])).toEqual([['move_forward', 2, 3]]);
  expect(result.completion.complete).toBe(false);
}

test.beforeAll(async ({ browser }) => {
  site = await startTestSite();
  const context = await browser.newContext();
  await context.addCookies([{ name: 'session', value: 'secret-session', url: site.baseUrl }]);
  page = await context.newPage();
  page.on('console', (message) => console.log(`[page] ${message.text()}`));
  await page.goto(`${site.baseUrl}/`);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  const loadMs = await page.evaluate(async () => {
    const started = performance.now();
    window.runner = window.PylandsRunner.createBrowserRunner();
    await window.runner.ready;
    return performance.now() - started;
  });
  console.log(`runner ready ${Math.round(loadMs)} ms after creation`);
  // Control: the page itself reaches the API with its cookie, so the recorder does record.
  await page.evaluate(() => fetch('/api/auth/current').then((r) => r.text()));
  expect(site.received).toEqual([{ method: 'GET', url: '/api/auth/current', withCookie: true }]);
  site.received.length = 0;
});

test.afterAll(async () => {
  await page?.context().close();
  await site?.close();
});

test.afterEach(async () => {
  // A control request from the page itself: once it has arrived, anything the worker sent before
  // it has arrived too, and the control must be the only request recorded.
  await page.evaluate(() => fetch('/api/auth/current?control').then((r) => r.text()));
  expect(site.received).toEqual([{ method: 'GET', url: '/api/auth/current?control', withCookie: true }]);
  site.received.length = 0;
});

const ATTEMPTS: Record<string, string> = {
  'import js and fetch the API': `
import sys
for route in ('plain', 'unblocked'):
    try:
        if route == 'unblocked':
            sys.modules.pop('js', None)
        import js
        js.fetch('/api/auth/current')
    except BaseException as e:
        tried.append(route + ': ' + type(e).__name__)
    for name in ('self', 'globalThis'):
        try:
            getattr(js, name).fetch('/api/auth/via-' + name)
        except BaseException as e:
            tried.append(name + ': ' + type(e).__name__)
`,
  'Function through .constructor of an injected JS object, then import()': `
import _pylands_bridge as bridge
for body in ("return import('/api/auth/current')", "return fetch('/api/level/constructor')"):
    try:
        bridge.call.constructor(body)()
    except BaseException as e:
        tried.append(type(e).__name__)
`,
  'gc.get_objects() to find JS objects': `
import gc
from pyodide.ffi import JsProxy
found = [o for o in gc.get_objects() if isinstance(o, JsProxy)]
tried.append('found %d' % len(found))
for o in found:
    for body in ("return import('/api/auth/gc')", "return fetch('/api/level/gc')"):
        try:
            o.constructor(body)()
        except BaseException:
            pass
    for name in ('fetch', 'importScripts'):
        try:
            getattr(o, name)('/api/auth/gc-' + name)
        except BaseException:
            pass
`,
  'pyodide.http.open_url and pyfetch': `
import sys
for route in ('plain', 'unblocked'):
    try:
        if route == 'unblocked':
            sys.modules.pop('pyodide.http', None)
        import pyodide.http
        pyodide.http.open_url('/api/auth/open-url')
    except BaseException as e:
        tried.append(route + ': ' + type(e).__name__)
    try:
        from pyodide.http import pyfetch
        pyfetch('/api/auth/pyfetch')
    except BaseException as e:
        tried.append(route + ' pyfetch: ' + type(e).__name__)
`,
  'XMLHttpRequest, importScripts and WebSocket': `
import sys
sys.modules.pop('js', None)
try:
    import js
except BaseException as e:
    tried.append('import: ' + type(e).__name__)
for attempt in (
    lambda: js.XMLHttpRequest.new(),
    lambda: js.importScripts('/api/auth/import-scripts'),
    lambda: js.WebSocket.new('ws://' + js.location.host + '/api/auth/ws'),
    lambda: js.EventSource.new('/api/auth/events'),
    lambda: js.navigator.sendBeacon('/api/auth/beacon'),
):
    try:
        x = attempt()
        if x is not None and hasattr(x, 'open'):
            x.open('GET', '/api/auth/xhr')
            x.send()
    except BaseException as e:
        tried.append(type(e).__name__)
`,
  'forge a worker message': `
import sys
from pyodide.ffi import to_js
sys.modules.pop('js', None)
try:
    import js
    fake = {'type': 'result', 'nonce': 'guess', 'runId': 1,
            'result': {'events': [], 'interrupted': False, 'variables': {}, 'updatedConstants': [],
                       'completion': {'complete': True}, 'output': ''}}
    for run_id in range(1, 40):
        fake['runId'] = run_id
        message = to_js(fake, dict_converter=js.Object.fromEntries)
        for target in (js, js.self):
            try:
                target.postMessage(message)
            except BaseException as e:
                tried.append(type(e).__name__)
except BaseException as e:
    tried.append(type(e).__name__)
`,
};

for (const [name, attempt] of Object.entries(ATTEMPTS)) {
  test(`a program cannot escape: ${name}`, async () => {
    const code = `from player import *\ntried = []\n${attempt}\nmove_forward()\n`;
    const result = await run(code);
    console.log(`${name}: ${JSON.stringify(result.variables.tried)} ${result.error?.message ?? ''}`);
    expect(result.error).toBeUndefined();
    expectGenuine(result);
  });
}

test('a setter planted on Object.prototype steals no nonce for a later forgery', async () => {
  const plant = `from player import *
import sys
from pyodide.ffi import to_js, create_proxy
sys.modules.pop('js', None)
import js
sys.pylands_stolen = []
def make(name):
    def setter(value):
        sys.pylands_stolen.append((name, str(value)))
    return setter
for name in ('nonce', 'type', 'runId', 'result', 'events', 'completion'):
    descriptor = to_js({'set': create_proxy(make(name)), 'configurable': True}, dict_converter=js.Object.fromEntries)
    js.Object.defineProperty(js.Object.prototype, name, descriptor)
move_forward()
`;
  expectGenuine(await run(plant));
  const forge = `from player import *
import sys
from pyodide.ffi import to_js
import js
stolen = list(sys.pylands_stolen)
for kind, value in stolen:
    fake = {'type': 'result', 'nonce': value, 'runId': 2,
            'result': {'events': [], 'interrupted': False, 'variables': {}, 'updatedConstants': [],
                       'completion': {'complete': True}, 'output': ''}}
    try:
        js.postMessage(to_js(fake, dict_converter=js.Object.fromEntries))
    except BaseException:
        pass
move_forward()
`;
  const result = await run(forge);
  console.log(`stolen: ${JSON.stringify(result.variables.stolen)}`);
  expect(result.error).toBeUndefined();
  expectGenuine(result);
  const nonces = (result.variables.stolen as [string, string][]).filter(([kind]) => kind === 'nonce');
  expect(nonces).toEqual([]);
});

test('a standard-library module beyond the core the worker starts on imports when a program needs it', async () => {
  const result = await run(
    'import calendar, json.tool\nwidth = len(calendar.month_name)\nfrom player import *\nmove_forward()\n',
  );
  expect(result.error).toBeUndefined();
  expect(result.variables.width).toBe(13);
  expectGenuine(result);
});

test('`while True: pass` times out and the next run works', async () => {
  const result = await run('from player import *\nwhile True:\n    pass\n');
  expect(result.timedOut).toBe(true);
  expectGenuine(await run('from player import *\nmove_forward()\n'));
});

test('a program that swallows the interrupt loses its worker, and the next run works', async () => {
  const result = await run(
    'while True:\n    try:\n        while True:\n            pass\n    except BaseException:\n        pass\n',
    1500,
  );
  expect(result.timedOut).toBe(true);
  await expect(run('from player import *\nmove_forward()\n')).rejects.toThrow(
    'Worker is busy resetting. Please wait a moment and try again.',
  );
  await page.evaluate(() => window.runner.ready);
  expectGenuine(await run('from player import *\nmove_forward()\n'));
});
