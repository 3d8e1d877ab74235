import { execFileSync } from 'child_process';
import { existsSync, readFileSync, rmSync } from 'fs';
import { createServer, type Server } from 'net';
import type { AddressInfo } from 'net';
import type { Runner } from '../../host/runner';
import type { PopupRequest } from '../../protocol/run-types';
import { openField, signField } from '../../testing/levels';
import { NODE_WORKER_PATH, snapshotPath } from '../artifacts';
import { createNodeRunner } from '../node-runner';
import { sandboxExecArgv } from './permissions';
import { createSandboxedRunner, sandboxReadPaths } from './sandbox-runner';

const marker = (name: string) => `/tmp/pylands-sandbox-${name}-${process.pid}-${Date.now()}`;
const PASSWD_START = readFileSync('/etc/passwd', 'utf8').split(':')[0] + ':';

describe('sandbox process (Node permission model)', () => {
  const run = (code: string) =>
    execFileSync(
      process.execPath,
      [...sandboxExecArgv(sandboxReadPaths(NODE_WORKER_PATH, snapshotPath())), '-e', code],
      {
        env: {},
        encoding: 'utf8',
      },
    );

  it('refuses a program that escaped its thread with require in hand: no writes, reads, processes, eval', () => {
    const written = marker('probe');
    const probe = `
const tried = {};
const attempt = (name, fn) => { try { fn(); tried[name] = 'allowed'; } catch (e) { tried[name] = e.code || e.name; } };
attempt('write', () => require('fs').writeFileSync(${JSON.stringify(written)}, 'x'));
attempt('read /etc/passwd', () => require('fs').readFileSync('/etc/passwd'));
attempt('list /', () => require('fs').readdirSync('/'));
attempt('spawn', () => require('child_process').spawnSync('true'));
attempt('eval', () => eval('1'));
attempt('Function', () => new Function('return 1')());
attempt('process.binding', () => process.binding('fs'));
attempt('read pyodide', () => require('fs').readFileSync(require.resolve('pyodide/package.json')));
process.stdout.write(JSON.stringify(tried));`;
    const tried = JSON.parse(run(probe));
    expect(tried).toEqual({
      write: 'ERR_ACCESS_DENIED',
      'read /etc/passwd': 'ERR_ACCESS_DENIED',
      'list /': 'ERR_ACCESS_DENIED',
      spawn: 'ERR_ACCESS_DENIED',
      eval: 'EvalError',
      Function: 'EvalError',
      'process.binding': 'ERR_ACCESS_DENIED',
      'read pyodide': 'allowed',
    });
    expect(existsSync(written)).toBe(false);
  });
});

describe('sandboxed runner', () => {
  let runner: Runner;
  beforeAll(async () => {
    runner = createSandboxedRunner();
    await runner.ready;
  });
  afterAll(() => runner.close());

  it('runs a program and relays its popups, with their events, to the parent', async () => {
    const popups: PopupRequest[] = [];
    const off = runner.onPopup((popup) => {
      popups.push(popup);
      return popup.kind === 'question';
    });
    const result = await runner.run({
      code: 'from player import *\nmove_forward()\nok = question("Read?")\nsign = read()\n',
      level: signField('left'),
    });
    off();
    expect(result.error).toBeUndefined();
    expect(result.variables).toMatchObject({ ok: true, sign: 'left' });
    expect(popups.map((p) => [p.kind, p.events.map((e) => e.command)])).toEqual([
      ['question', ['move_forward']],
      ['read', ['move_forward', 'question', 'read']],
    ]);
  });

  it('times out an endless loop and stays usable', async () => {
    const result = await runner.run({ code: 'while True:\n    pass\n', level: openField(), timeoutMs: 800 });
    expect(result.timedOut).toBe(true);
    await runner.ready;
    const next = await runner.run({ code: 'from player import *\nturn_left()\n', level: openField() });
    expect(next.events.map((e) => e.command)).toEqual(['turn_left']);
  });
});

/** Hostile programs against both isolations: the in-thread layers alone, and inside the sandbox. */
describe.each([
  ['worker thread', () => createNodeRunner()],
  ['sandbox process', () => createSandboxedRunner()],
])('hostile programs in a %s', (_name, create) => {
  let runner: Runner;
  let server: Server;
  let connections = 0;
  let port = 0;

  beforeAll(async () => {
    server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    runner = create();
    await runner.ready;
  });
  afterAll(async () => {
    runner.close();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Each attempt is recorded as 'reached …' when it gets anything back. */
  const attempts = (body: string) => `from player import *
import sys, os, builtins
tried = []
def attempt(name, fn):
    try:
        value = fn()
        tried.append(name + ': reached ' + repr(value)[:300])
    except BaseException as e:
        tried.append(name + ': ' + type(e).__name__)
def shell(name, fn):
    # A command that did not run comes back as an exit status (127 << 8: no shell) or an OSError.
    try:
        status = fn()
        tried.append(name + (': reached' if status == 0 else ': exit status ' + str(status)))
    except BaseException as e:
        tried.append(name + ': ' + type(e).__name__)
import _pylands_bridge as bridge
construct = lambda src: bridge.call.constructor(src)()
${body}
move_forward()
`;
  const reached = (variables: Record<string, unknown>) =>
    (variables.tried as string[]).filter((t) => t.includes('reached'));

  it('cannot write a file', async () => {
    const written = marker('write');
    const result = await runner.run({
      code: attempts(`
attempt('open', lambda: builtins.open('${written}', 'w').write('x'))
shell('os.system', lambda: os.system('touch ${written}'))
def posix_again():
    del sys.modules['posix']
    import posix
    return posix.system('touch ${written}')
shell('posix.system', posix_again)
attempt('constructor', lambda: construct("return import('node:fs').then(fs => fs.writeFileSync('${written}', 'x'))"))
`),
      level: openField(),
    });
    // No attempt reached JS or a shell inside the run, so nothing can write afterwards.
    expect(existsSync(written)).toBe(false);
    rmSync(written, { force: true });
    expect(result.error).toBeUndefined();
    // open() writes into Pyodide's in-memory file system only, which is thrown away.
    expect(reached(result.variables).filter((t) => !t.startsWith('open:'))).toEqual([]);
    expect(result.events.map((e) => e.command)).toEqual(['move_forward']);
  });

  it('cannot read /etc/passwd', async () => {
    const result = await runner.run({
      code: attempts(`
attempt('open', lambda: builtins.open('/etc/passwd').read())
attempt('listdir /etc', lambda: os.listdir('/etc'))
shell('os.system', lambda: os.system('cat /etc/passwd'))
attempt('constructor', lambda: construct("return require('fs').readFileSync('/etc/passwd', 'utf8')"))
attempt('constructor of constructor', lambda: bridge.call.constructor.constructor("return process")())
`),
      level: openField(),
    });
    expect(result.error).toBeUndefined();
    expect(reached(result.variables)).toEqual([]);
    expect(JSON.stringify(result)).not.toContain(PASSWD_START);
  });

  it('cannot open a socket', async () => {
    const result = await runner.run({
      code: attempts(`
import socket, urllib.request
attempt('socket', lambda: socket.create_connection(('127.0.0.1', ${port}), timeout=1))
attempt('urllib', lambda: urllib.request.urlopen('http://127.0.0.1:${port}/', timeout=1))
shell('os.system', lambda: os.system('curl http://127.0.0.1:${port}/'))
attempt('constructor', lambda: construct("return require('net').connect(${port}, '127.0.0.1')"))
attempt('import()', lambda: construct("return import('node:net').then(net => net.connect(${port}, '127.0.0.1'))"))
`),
      level: openField(),
    });
    expect(connections).toBe(0);
    expect(result.error).toBeUndefined();
    expect(reached(result.variables)).toEqual([]);
  });
});
