import { useEffect, useState } from 'react';
import type { AssistantUsage } from '@pylands/contracts';
import { assistantApi } from '@pylands/shared-ui';

export type AssistantUsageState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; days: AssistantUsage['days'] };

/** A student's coding-assistant tips per UTC day (the last 30 days), as their parent may read them. */
export function useAssistantUsage(studentId: string): AssistantUsageState {
  const [state, setState] = useState<AssistantUsageState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    assistantApi.usage(studentId).then(
      (usage) => live && setState({ status: 'loaded', days: usage.days }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [studentId]);
  return state;
}
