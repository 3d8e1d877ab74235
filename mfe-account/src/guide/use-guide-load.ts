import { useEffect, useState } from 'react';
import { AbortedError, ApiError } from '@pylands/shared-ui';

export type GuideLoad<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'not-found'; message: string | undefined }
  | { state: 'failed' };

/** Loads a guide answer, again when `key` changes; a 404 is its own state (an unknown chapter). */
export function useGuideLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): GuideLoad<T> {
  const [result, setResult] = useState<{ key: string; load: GuideLoad<T> }>({
    key,
    load: { state: 'loading' },
  });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setResult({ key, load: { state: 'ready', data } }),
      (error: unknown) => {
        if (error instanceof AbortedError) return;
        const notFound = error instanceof ApiError && error.status === 404;
        setResult({
          key,
          load: notFound ? { state: 'not-found', message: error.detail } : { state: 'failed' },
        });
      },
    );
    return () => controller.abort();
    // `load` is a new arrow each render; the key says what it loads.
  }, [key]);
  // A new key shows loading at once rather than the previous chapter.
  return result.key === key ? result.load : { state: 'loading' };
}
