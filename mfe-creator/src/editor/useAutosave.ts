import { useEffect, useRef } from 'react';

/** doc 1 §9: autosave after this long without a change. */
export const AUTOSAVE_DELAY_MS = 5000;

/**
 * doc 1 §4: once the level exists (edit mode), unsaved changes are saved after 5000 ms without a
 * further change. `version` changes with every edit and restarts the wait.
 */
export function useAutosave(enabled: boolean, version: string, autosave: () => void): void {
  const latest = useRef(autosave);
  latest.current = autosave;
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => latest.current(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, version]);
}
