import type { PyodideAPI } from 'pyodide';
import type { InitMessage, MessagePortLike, RunMessage, WarmUpMessage } from '../protocol/messages';
import { HARNESS_MODULE, LOAD_HARNESS } from '../python/harness-source';
import { PLAYER_MODULE_DIR } from '../python/player-source';
import { createRunSession, type Harness } from './run-session';

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
  /** Make the warm-up run as soon as the harness is loaded instead of when the host says so. */
  warmUpBeforeInit?: boolean;
  /** Delivers the host's messages on the port (default: `onmessage`); returns the undo. */
  listen?(port: MessagePortLike, handler: (data: unknown) => void): () => void;
}

function listenOnMessage(port: MessagePortLike, handler: (data: unknown) => void): () => void {
  port.onmessage = (event) => handler(event.data);
  port.start?.();
  return () => {
    port.onmessage = null;
  };
}

// Intrinsics captured before any learner code runs: a program can replace the globals later.
const now = () => performance.now();

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

export function readInit(data: unknown): InitMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Partial<InitMessage>;
  if (m.type !== 'init' || typeof m.nonce !== 'string' || !m.port) return null;
  return m as InitMessage;
}

export function startWorkerRuntime(env: WorkerEnvironment): void {
  // The harness is loaded as soon as Pyodide is: the page's init (sent once the play screen exists)
  // then only has to hand over its port.
  const harness = prepareHarness(env, env.pyodide);
  harness.then((loaded) => env.warmUpBeforeInit && warmUpOnce(loaded)).catch(() => undefined);
  let initialised = false;
  env.onInit((data) => {
    const init = readInit(data);
    if (!init || initialised) return;
    initialised = true;
    void serve(env, init, harness);
  });
}

/** Loads the harness into a Pyodide that has just started (once per runtime). */
export async function prepareHarness(
  env: Pick<WorkerEnvironment, 'fullStdlib' | 'harden'>,
  runtime: Promise<PyodideAPI>,
): Promise<Harness> {
  const pyodide = await runtime;
  pyodide.FS.mkdirTree(PLAYER_MODULE_DIR);
  // From a snapshot the harness is loaded already: no Python is compiled before 'ready'.
  const modules = pyodide.pyimport('sys').modules;
  const module = modules.get(HARNESS_MODULE) ?? pyodide.runPython(LOAD_HARNESS);
  const harness: Harness = { pyodide, runHarness: module.run, currentVariables: module.current_variables };
  const readFullStdlib = env.fullStdlib;
  if (readFullStdlib)
    module.import_rest_of_stdlib_lazily(() => {
      const zip = readFullStdlib();
      if (!zip) return false;
      pyodide.FS.writeFile(FULL_STDLIB_PATH, zip);
      return true;
    }, FULL_STDLIB_PATH);
  module.block_js_and_system();
  env.harden();
  performance.mark('pylands:harness-ready');
  return harness;
}

const warmedUp = new WeakSet<Harness>();

export function warmUpOnce(harness: Harness): void {
  if (warmedUp.has(harness)) return;
  warmedUp.add(harness);
  const run = createRunSession(harness, { nonce: '', send: () => undefined, interrupt: null, answer: null });
  try {
    run({ type: 'run', runId: 0, code: WARM_UP_CODE, level: WARM_UP_LEVEL, seed: 0 });
  } catch (error) {
    // Only speed is lost: a real run that fails the same way reports it to the page.
    console.warn('The warm-up run failed', error);
  }
  performance.mark('pylands:warmed-up');
}

/**
 * Serves one host session. With `sessionEnded` the session is one run: once its result is sent the
 * port is closed and `sessionEnded` called (a Node thread then drops this runtime for a fresh one).
 */
export async function serve(
  env: Pick<WorkerEnvironment, 'loadStartedAt' | 'listen'> & {
    /** Make the warm-up run before the first real run (default); a one-run runtime skips it. */
    warmUp?: boolean;
  },
  init: InitMessage,
  prepared: Promise<Harness>,
  sessionEnded?: () => void,
): Promise<void> {
  const { nonce, port } = init;
  // Bound now: a program that patches MessagePort.prototype later cannot see what is sent.
  const send: (message: unknown) => void = port.postMessage.bind(port);
  const interrupt = init.interrupt ? new Uint8Array(init.interrupt) : null;
  let harness: Harness;
  try {
    harness = await prepared;
    if (interrupt) harness.pyodide.setInterruptBuffer(interrupt);
  } catch (error) {
    send({ type: 'fatal', nonce, message: `Pyodide failed to start: ${String(error)}` });
    return;
  }
  const runOnce = createRunSession(harness, { nonce, send, interrupt, answer: init.answer });
  send({ type: 'ready', nonce, pyodideVersion: harness.pyodide.version, loadMs: now() - env.loadStartedAt });

  let ended = false;
  const stopListening = (env.listen ?? listenOnMessage)(port, (data) => {
    if (ended) return;
    // The first run in a fresh interpreter is slow (first calls across the bridge, first imports):
    // the warm-up run pays that when the host says so (a page once it has shown Python ready, so
    // the warm-up does not compete with that), or just before the first real run.
    if ((data as Partial<WarmUpMessage> | null)?.type === 'warm-up') {
      if (env.warmUp !== false) warmUpOnce(harness);
      return;
    }
    const m = data as Partial<RunMessage>;
    if (!m || m.type !== 'run' || typeof m.runId !== 'number' || typeof m.code !== 'string' || !m.level)
      return;
    const message = m as RunMessage;
    let result;
    try {
      if (env.warmUp !== false) warmUpOnce(harness);
      result = runOnce(message);
    } catch (error) {
      send({ type: 'fatal', nonce, message: `The Python interpreter stopped: ${String(error)}` });
      return;
    }
    send({ type: 'result', nonce, runId: message.runId, result });
    if (!sessionEnded) return;
    ended = true;
    stopListening();
    port.close();
    sessionEnded();
  });
}
