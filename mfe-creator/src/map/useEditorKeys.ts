import { useEffect } from 'react';
import type { ToolEvent } from '../tools/types';

const KEYS = ['Escape', 'Delete', 'Backspace'];

/** Escape, Delete and Backspace for the map, unless a dialog is open or the user is typing. */
export function useEditorKeys(enabled: boolean, dispatch: (event: ToolEvent) => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (!KEYS.includes(e.key)) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (e.key === 'Backspace') e.preventDefault();
      dispatch({ type: 'key', key: e.key });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, dispatch]);
}
