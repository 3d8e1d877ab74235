import { useCallback, useEffect, useRef, useState } from 'react';
import { withGeneratedGoals, type CreatorDraft } from '@pylands/game-engine';
import { transition } from '../tools/machine';
import { IDLE, type ToolEvent, type ToolState } from '../tools/types';

/** §4: the build dialog opens this long after a build marker with no build data is placed. */
export const BUILD_DIALOG_DELAY_MS = 100;

let counter = 0;
const newId = () => `item-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/**
 * Runs the tools' state machine against the draft: each event goes to the current mode's state;
 * a changed draft goes to `onChange` with its goals regenerated from its items.
 */
export function useToolMachine(
  draft: CreatorDraft,
  onChange: (next: CreatorDraft) => void,
  size: { width: number; height: number } | null,
) {
  const [tool, setTool] = useState<ToolState>(IDLE);
  const latest = useRef({ tool, draft, onChange, size });
  latest.current = { ...latest.current, draft, onChange, size };
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const dispatch = useCallback((event: ToolEvent) => {
    const now = latest.current;
    if (!now.size && (event.type === 'click' || event.type === 'move')) return;
    const step = transition(now.tool, event, {
      draft: now.draft,
      width: now.size?.width ?? 0,
      height: now.size?.height ?? 0,
      newId,
    });
    // The next event may come before React re-renders with the new draft (the build dialog's timer).
    latest.current.tool = step.state;
    setTool(step.state);
    if (step.draft) {
      const next = withGeneratedGoals(step.draft);
      latest.current.draft = next;
      now.onChange(next);
    }
    if (step.buildDialogDue) {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => dispatch({ type: 'buildDue' }), BUILD_DIALOG_DELAY_MS);
    }
  }, []);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return { tool, dispatch };
}
