import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

export interface LeavePrompt {
  /** Blocked in-app navigation waiting for the child's answer. */
  blocker: Blocker;
  /** Lets the editor's own next navigation through (after a create or a course move). */
  allowNext(): void;
}

/**
 * doc 1 §4/§8: leaving with unsaved changes asks first, both when the tab is closed or reloaded
 * (the browser's own prompt) and on in-app navigation (our dialog, through react-router's blocker).
 */
export function useLeavePrompt(unsaved: boolean): LeavePrompt {
  const bypass = useRef(false);
  const unsavedRef = useRef(unsaved);
  unsavedRef.current = unsaved;

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const shouldBlock = useCallback(() => {
    if (bypass.current) {
      bypass.current = false;
      return false;
    }
    return unsavedRef.current;
  }, []);
  const blocker = useBlocker(shouldBlock);

  return {
    blocker,
    allowNext() {
      bypass.current = true;
    },
  };
}
