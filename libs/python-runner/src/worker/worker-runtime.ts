import { COMMAND_NAMES, createWorld, POPUP_COMMANDS } from '@pylands/game-engine';
import type {
  CommandName,
  CompletionResult,
  GameError,
  GameEvent,
  LevelConstant,
} from '@pylands/game-engine';
import type { PyodideAPI } from 'pyodide';
import { resetAnswer, waitForAnswer } from '../protocol/answer-buffer';
import type { InitMessage, RunMessage, WorkerRunResult } from '../protocol/messages';
import type { PopupKind, PopupRequest, RunError } from '../protocol/run-types';
import { HARNESS_SOURCE } from '../python/harness-source';
import { PLAYER_MODULE_PATH, PLAYER_SOURCE } from '../python/player-source';

/** What differs between a browser module worker and a Node worker thread. */
export interface WorkerEnvironment {
  /** Pyodide loading, started before anything else (from the memory snapshot when there is one). */
  pyodide: Promise<PyodideAPI>;
  loadStartedAt: number;
  /** Calls back once with the host's init message. */
  onInit(handler: (data: unknown) => void): void;
  /** Removes what learner code must not reach (network, global messaging) once Pyodide is up. */
  harden(): void;
  /**
   * The browser starts on the core of the standard library: this reads the whole library (null
   * when it cannot), called once, by the first import the core does not have. Node loads it all.
   */
  fullStdlib?: () => Uint8Array | null;
}

// Intrinsics captured before any learner code runs: a program can replace the globals later.
const { parse, stringify } = JSON;
const now = () => performance.now();

const COMMANDS: ReadonlySet<string> = new Set(COMMAND_NAMES);
const POPUPS: ReadonlySet<string> = new Set(POPUP_COMMANDS);

/** A one-cell level and a program touching what a real run touches, for the warm-up run. */
const WARM_UP_LEVEL: RunMessage['level'] = {
  map: { width: 1, height: 1, tilewidth: 16, tileheight: 16, layers: [], tilesets: [] },
  start: [0, 0],
  zoom: 1,
  items: [],
  levelGoals: [],
  constants: [{ name: 'N', value: 1 }],
};
const WARM_UP_CODE = 'from player import *\nturn_left()\nn = [N, {"a": (1, 2)}]\nprint(n)\n';

/** Where the whole standard library goes when a program imports a module the core lacks. */
const FULL_STDLIB_PATH = '/lib/python_stdlib_full.zip';

/** Python modules that hand learner code the JS realm or the network. */
const BLOCK_MODULES = `
import sys, asyncio, random, json, math, traceback
for _name in ('js', 'pyodide_js', 'pyodide.http', 'pyodide.code'):
    sys.modules[_name] = None
del _name
# Under Node, Emscripten runs os.system through a shell on the host: refuse it here first.
import os, posix
def _no_system(command):
    raise OSError(38, 'Running other programs is not available')
os.system = posix.system = _no_system
del os, posix, _no_system
`;

function readInit(data: unknown): InitMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Partial<InitMessage>;
  if (m.type !== 'init' || typeof m.nonce !== 'string' || !m.port) return null;
  return m as InitMessage;
}

interface RunState {
  gameError: (GameError & { line: number | null }) | null;
  /** The last goal was met mid-run: every later command is refused and the script stops. */
  won: boolean;
}

export function startWorkerRuntime(env: WorkerEnvironment): void {
  let initialised = false;
  env.onInit((data) => {
    const init = readInit(data);
    if (!init || initialised) return;
    initialised = true;
    void serve(env, init);
  });
}

async function serve(env: WorkerEnvironment, init: InitMessage): Promise<void> {
  const { nonce, port } = init;
  // Bound now: a program that patches MessagePort.prototype later cannot see what is sent.
  const send: (message: unknown) => void = port.postMessage.bind(port);
  const interrupt = init.interrupt ? new Uint8Array(init.interrupt) : null;
  const answer = init.answer;
  let currentRunId = 0;

  let pyodide: PyodideAPI;
  let runHarness: (code: string, constants: string, seed: number, call: unknown) => string;
  let currentVariables: () => string;
  try {
    pyodide = await env.pyodide;
    if (interrupt) pyodide.setInterruptBuffer(interrupt);
    pyodide.FS.mkdirTree(PLAYER_MODULE_PATH.slice(0, PLAYER_MODULE_PATH.lastIndexOf('/')));
    const module = pyodide.runPython(
      `import types, sys\n_m = types.ModuleType('_pylands_runner')\nexec(${stringify(HARNESS_SOURCE)}, _m.__dict__)\nsys.modules['_pylands_runner'] = _m\n_m`,
    );
    runHarness = module.run;
    currentVariables = module.current_variables;
    const readFullStdlib = env.fullStdlib;
    if (readFullStdlib)
      module.import_rest_of_stdlib_lazily(() => {
        const zip = readFullStdlib();
        if (!zip) return false;
        pyodide.FS.writeFile(FULL_STDLIB_PATH, zip);
        return true;
      }, FULL_STDLIB_PATH);
    pyodide.runPython(BLOCK_MODULES);
    env.harden();
    performance.mark('pylands:harness-ready');
    // The first run in a fresh interpreter costs ~1 s (first calls across the bridge, first imports):
    // pay it before 'ready', so the learner's Run and the server's replay on a fresh worker are fast.
    runOnce({ type: 'run', runId: 0, code: WARM_UP_CODE, level: WARM_UP_LEVEL, seed: 0 });
  } catch (error) {
    send({ type: 'fatal', nonce, message: `Pyodide failed to start: ${String(error)}` });
    return;
  }
  performance.mark('pylands:warmed-up');
  send({ type: 'ready', nonce, pyodideVersion: pyodide.version, loadMs: now() - env.loadStartedAt });

  port.onmessage = (event) => {
    const m = event.data as Partial<RunMessage>;
    if (!m || m.type !== 'run' || typeof m.runId !== 'number' || typeof m.code !== 'string' || !m.level)
      return;
    const message = m as RunMessage;
    let result: WorkerRunResult;
    try {
      result = runOnce(message);
    } catch (error) {
      send({ type: 'fatal', nonce, message: `The Python interpreter stopped: ${String(error)}` });
      return;
    }
    send({ type: 'result', nonce, runId: message.runId, result });
  };
  port.start?.();

  function runOnce({ runId, code, level, seed }: RunMessage): WorkerRunResult {
    currentRunId = runId;
    const world = createWorld(level);
    const state: RunState = { gameError: null, won: false };
    const call = (name: string, argsJson: string, line: number | undefined): string =>
      applyCommand(world, state, name, argsJson, typeof line === 'number' ? line : null);
    if (interrupt) interrupt[0] = 0;
    pyodide.FS.writeFile(PLAYER_MODULE_PATH, PLAYER_SOURCE);
    const constants: LevelConstant[] = Array.isArray(level.constants) ? level.constants : [];
    let report: PythonReport;
    try {
      report = parse(runHarness(code, stringify(constants), seed, call)) as PythonReport;
    } catch (error) {
      // The interrupt can land in the harness itself, just after the program ended.
      if (!String(error).includes('KeyboardInterrupt')) throw error;
      report = { error: null, interrupted: true, variables: {}, updatedConstants: constants, output: '' };
    }
    if (interrupt) interrupt[0] = 0;
    // A won level stays won: whatever the script did after the win (it can only get there by
    // catching the stop) does not count.
    const error = state.won ? undefined : runError(report, state);
    let completion: CompletionResult = { complete: false };
    if (state.won) completion = { complete: true };
    else if (state.gameError)
      completion = { complete: false, error: { key: state.gameError.key, message: state.gameError.message } };
    else if (!error && !report.interrupted) {
      try {
        completion = world.checkCompletion(report.variables);
      } catch (failure) {
        completion = { complete: false, error: { key: 'engine', message: String(failure) } };
      }
    }
    const events: GameEvent[] = world.events.slice();
    return {
      events,
      error,
      interrupted: report.interrupted && !state.won,
      variables: report.variables,
      updatedConstants: report.updatedConstants,
      completion,
      output: report.output,
    };
  }

  function applyCommand(
    world: ReturnType<typeof createWorld>,
    state: RunState,
    name: string,
    argsJson: string,
    line: number | null,
  ): string {
    if (state.gameError) return stringify({ error: state.gameError });
    if (state.won) return stringify({ won: true });
    if (!COMMANDS.has(name))
      return stringify({ error: { key: 'command.unknown', message: `Unknown command: ${name}` } });
    let args = parse(argsJson) as unknown[];
    const popupsWork = answer !== null;
    if (POPUPS.has(name) && !popupsWork) {
      state.gameError = {
        key: 'popup.unavailable',
        message: 'Popups need a cross-origin isolated page.',
        line,
      };
      return stringify({ error: state.gameError });
    }
    // The engine records a question's answer from args[1], so the question is asked first.
    let answered: boolean | null = null;
    if (name === 'question') {
      const reply = ask({
        kind: 'question',
        text: typeof args[0] === 'string' ? args[0] : String(args[0] ?? ''),
        line,
        events: world.events.slice(),
      });
      if (reply.cancelled) return stringify({ cancelled: true });
      answered = reply.value === true;
      args = [args[0], answered];
    }
    let event: GameEvent;
    try {
      event = world.apply({ name: name as CommandName, args, line });
    } catch (failure) {
      state.gameError = { key: 'engine', message: String(failure), line };
      return stringify({ error: state.gameError });
    }
    if (event.error) {
      state.gameError = { key: event.error.key, message: event.error.message, line };
      return stringify({ error: event.error });
    }
    let value: unknown = null;
    if (name === 'question') value = answered;
    else if (POPUPS.has(name)) {
      // The popup is shown (and closed) before a win is declared: the child sees what was written.
      const text = event.text ?? (typeof args[0] === 'string' ? args[0] : '');
      const reply = ask({ kind: name as PopupKind, text, line, events: world.events.slice() });
      if (reply.cancelled) return stringify({ cancelled: true });
      if (name === 'read') value = event.text ?? null;
    }
    if (world.winAfterCommand(readVariables)) {
      state.won = true;
      return stringify({ won: true });
    }
    return stringify({ value });
  }

  /** The program's variables right now (assign and compare goals checked mid-run). */
  function readVariables(): Record<string, unknown> {
    try {
      const parsed = parse(currentVariables()) as unknown;
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }

  /** Shows a popup on the page and blocks the script until it is answered or the run is stopped. */
  function ask(popup: PopupRequest): ReturnType<typeof waitForAnswer> {
    resetAnswer(answer!);
    send({ type: 'popup', nonce, runId: currentRunId, popup });
    return waitForAnswer(answer!);
  }
}

interface PythonReport {
  error: { message: string; line: number | null; trace: string; gameError: boolean } | null;
  interrupted: boolean;
  variables: Record<string, unknown>;
  updatedConstants: LevelConstant[];
  output: string;
}

function runError(report: PythonReport, state: RunState): RunError | undefined {
  const game = state.gameError;
  if (game) {
    const trace = report.error?.gameError ? report.error.trace : `GameError: ${game.message}`;
    return { message: game.message, line: game.line, trace, key: game.key };
  }
  if (!report.error) return undefined;
  return { message: report.error.message, line: report.error.line, trace: report.error.trace };
}
