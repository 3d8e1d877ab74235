import { useEffect } from 'react';
import type { Vec2 } from '@pylands/game-engine';
import { assistantApi, i18next } from '@pylands/shared-ui';
import type { AssistantState } from '../assistant/useAssistant';
import { shouldRequestTip } from '../assistant/assistant-rules';
import { tipRequestOf, type RunFailure } from '../assistant/tip-request';
import type { RunPhase } from '../run/run-dialog';

interface TipOptions {
  assistant: AssistantState;
  phase: RunPhase;
  /** The last run that ended without completing the level (useRunFlow's onFailure). */
  failedRun: RunFailure | null;
  slug: string;
  courseId: string;
  start: Vec2;
  /** Whether doc 2 §4 lets this screen ask for tips at all (the assistant switch aside). */
  context: { viewingOtherUser: boolean; narrowScreen: boolean; hasDescription: boolean; creative: boolean };
}

/**
 * The assistant's side of a run: starting one hides the hint; a failed one asks for a tip when
 * doc 2 §4 allows it (the counter refreshes either way).
 */
export function useTipOnFailure({ assistant, phase, failedRun, slug, courseId, start, context }: TipOptions) {
  const { hide: hideTip, requestTip, refreshCredits } = assistant;
  useEffect(() => {
    if (phase === 'starting') hideTip();
  }, [phase, hideTip]);
  useEffect(() => {
    if (!failedRun) return;
    if (shouldRequestTip({ active: assistant.active, ...context }))
      void requestTip((signal) =>
        assistantApi.levelTip(tipRequestOf(slug, courseId, failedRun, start, i18next.language), signal),
      );
    else refreshCredits();
    // Once per failed run: the other values are read as they are at that moment.
  }, [failedRun]);
}
