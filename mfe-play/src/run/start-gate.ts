/**
 * What a run shows waits behind this gate: the program already runs in the worker during the
 * deliberate waits and the in_progress update (doc 2 §4), so its first event is animated the
 * moment they are over. `open` lets the run be shown; `close` discards it (out of attempts,
 * stopped, failed update). Either settles `opened` once.
 */
export interface StartGate {
  opened: Promise<boolean>;
  open(): void;
  close(): void;
}

export function createStartGate(): StartGate {
  let settle: (open: boolean) => void = () => undefined;
  const opened = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  return { opened, open: () => settle(true), close: () => settle(false) };
}
