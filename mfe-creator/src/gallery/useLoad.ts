import { useEffect, useState } from 'react';

export type Load<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` whenever `key` changes (the page, the search, the session) and keeps the answer;
 * a newer load aborts the older one, so a slow answer never replaces a fresher one.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string, enabled = true): Load<T> {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
    // `load` is a new function every render; `key` says when it asks for something else.
  }, [key, enabled]);
  return state;
}
