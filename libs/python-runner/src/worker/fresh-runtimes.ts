import type { PyodideAPI } from 'pyodide';
import type { MessagePortLike } from '../protocol/messages';
import type { Harness } from './run-session';
import { prepareHarness, readInit, serve } from './worker-runtime';

/** A server thread that serves one run per runtime, each in a fresh Pyodide. */
export interface FreshRuntimeEnvironment {
  /** Starts a fresh Pyodide (a new WebAssembly instance restored from the snapshot). */
  loadRuntime(): Promise<PyodideAPI>;
  /** Calls back with every init message the host sends (one per session). */
  onInit(handler: (data: unknown) => void): void;
  /**
   * Locks the thread's JavaScript realm, once, after the first runtime has loaded and before any
   * learner code runs: later runtimes load in the locked realm.
   */
  harden(): void;
  listen(port: MessagePortLike, handler: (data: unknown) => void): () => void;
}

/**
 * Each host session (init → ready → one run → result) gets a Pyodide of its own: a new
 * WebAssembly instance, memory restored from the snapshot, a new Emscripten module and file system.
 * Nothing of one run's interpreter is left for the next; what a thread shares between runs is its
 * JavaScript realm, frozen before the first run (node/realm-lock.ts). The next runtime is loaded as
 * soon as a run has reported, so the restore is off the next verdict's path.
 */
export function startFreshRuntimes(env: FreshRuntimeEnvironment): void {
  let hardened = false;
  const harden = () => {
    if (hardened) return;
    hardened = true;
    env.harden();
  };
  const prepare = (): { harness: Promise<Harness>; loadStartedAt: number } => {
    const loadStartedAt = performance.now();
    return { harness: prepareHarness({ harden }, env.loadRuntime()), loadStartedAt };
  };
  let next = prepare();
  let serving = false;
  env.onInit((data) => {
    const init = readInit(data);
    // One session at a time: the host starts the next only after this one's result.
    if (!init || serving) return;
    serving = true;
    const { harness, loadStartedAt } = next;
    // A host that keeps the runtime between runs (a warm runner) keeps this session for good, and
    // gets the warm-up run first. A runtime for one run skips it: the warm-up cost as much as the
    // first-run slowness it spares that run (~8 ms of CPU for ~3 ms), and replays are counted in CPU.
    const oneRun = init.oneRun === true;
    const sessionEnded = () => {
      serving = false;
      next = prepare();
    };
    void serve(
      { loadStartedAt, listen: env.listen, warmUp: !oneRun },
      init,
      harness,
      oneRun ? sessionEnded : undefined,
    );
  });
}
