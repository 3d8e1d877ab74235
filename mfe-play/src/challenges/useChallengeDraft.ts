import { useCallback, useEffect, useMemo, useRef } from 'react';
import { DRAFT_SAVE_DELAY_MS, draftStorage, parseDraft, type ChallengeDraft } from './challenge-draft';

/**
 * Reads and writes one challenge draft: `save` waits for a pause in typing, and a pending save is
 * written at once when the page is left or reloaded so the last keystrokes are not lost.
 */
export function useChallengeDraft(key: string) {
  const pending = useRef<{ key: string; draft: ChallengeDraft } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (next) storageSet(next.key, JSON.stringify(next.draft));
  }, []);

  const save = useCallback(
    (draft: ChallengeDraft) => {
      pending.current = { key, draft };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [key, flush],
  );

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    draftStorage()?.removeItem(key);
  }, [key]);

  const read = useCallback(() => parseDraft(draftStorage()?.getItem(key) ?? null), [key]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return useMemo(() => ({ read, save, clear }), [read, save, clear]);
}

function storageSet(key: string, value: string): void {
  try {
    draftStorage()?.setItem(key, value);
  } catch {
    // A full storage keeps the code in the editor only.
  }
}
