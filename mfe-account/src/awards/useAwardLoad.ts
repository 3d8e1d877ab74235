import { useCallback, useEffect, useState } from 'react';
import { settled, type AwardLoad } from './award-failure';

/**
 * Loads one awards resource for `key` (a student or certificate id) and reloads on `retry`; a
 * newer key cancels the older request, so a slow answer never replaces the current page's.
 */
export function useAwardLoad<T>(
  key: string,
  load: (key: string, signal: AbortSignal) => Promise<T>,
): [AwardLoad<T>, () => void] {
  const [state, setState] = useState<AwardLoad<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(key, controller.signal).then(
      (data) => setState((current) => settled({ data }) ?? current),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) => settled<T>({ error }) ?? current);
      },
    );
    return () => controller.abort();
  }, [key, load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
