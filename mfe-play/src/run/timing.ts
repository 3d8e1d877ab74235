/** Run-flow timing constants of doc 2 §9. */
export const RUN_START_DELAY_MS = 1000;
export const RESET_WAIT_MS = [200, 500] as const;
export const EXECUTION_TIMEOUT_MS = 5000;
export const COMPLETION_DIALOG_DELAY_MS = 800;
export { BASE_STEP_MS } from '../game/motion/timing';

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
