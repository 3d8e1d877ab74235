import { useEffect, useState, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `container`, in order (hidden ones left out). */
function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getClientRects().length > 0,
  );
}

/**
 * Keeps keyboard focus inside an open dialog (WCAG 2.4.3): Tab after the last control goes to the
 * first, Shift+Tab before the first to the last. When the dialog goes away, focus goes back to
 * where it was when the dialog opened (the button that opened it).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>): void {
  // Read at the first render, before an autoFocus child inside takes the focus on mounting.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  useEffect(() => {
    const previous = opener;
    const opened = container.current;
    const onKey = (e: KeyboardEvent) => {
      const box = container.current;
      if (e.key !== 'Tab' || !box) return;
      const items = focusables(box);
      const active = document.activeElement;
      const inside = !!active && box.contains(active);
      if (items.length === 0) {
        e.preventDefault();
        box.focus();
      } else if (e.shiftKey && (!inside || active === items[0] || active === box)) {
        e.preventDefault();
        items[items.length - 1]!.focus();
      } else if (!e.shiftKey && (!inside || active === items[items.length - 1])) {
        e.preventDefault();
        items[0]!.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back to the opener, unless it is gone or focus already moved on somewhere else.
      const active = document.activeElement;
      const lost = !active || active === document.body || !!opened?.contains(active);
      if (previous?.isConnected && lost) previous.focus();
    };
  }, [container, opener]);
}
