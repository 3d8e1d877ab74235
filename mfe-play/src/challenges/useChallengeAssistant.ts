import { useCallback } from 'react';
import type { ChallengeView } from '@pylands/contracts';
import { assistantApi, i18next } from '@pylands/shared-ui';
import { shouldRequestTip } from '../assistant/assistant-rules';
import { useAssistant, type AssistantState } from '../assistant/useAssistant';
import { useMobileScreen } from '../play/useNarrowScreen';
import { challengeTipRequest } from './challenge-tip';
import { firstProblem, type ExamplesRun } from './example-run';

/**
 * The play screen's assistant on a challenge: `challenge_assistant` credits, and after a Run whose
 * examples failed a tip from `chatgpt/generate-tip-challenge-async` (doc 2 §7 payload).
 */
export function useChallengeAssistant(
  view: ChallengeView,
  executionDisabled: boolean,
): AssistantState & { afterRun(code: string, run: ExamplesRun | null): void } {
  const assistant = useAssistant({ executionDisabled, type: 'challenge_assistant' });
  // The switch is hidden on phones, so no tips are asked for there (as on levels).
  const narrowScreen = useMobileScreen();
  const { active, requestTip, refreshCredits } = assistant;
  const afterRun = useCallback(
    (code: string, run: ExamplesRun | null) => {
      if (!run || run.passed) return;
      const allowed = shouldRequestTip({
        active,
        viewingOtherUser: false,
        narrowScreen,
        hasDescription: !!view.description.trim(),
        creative: false,
      });
      if (!allowed) return refreshCredits();
      const body = challengeTipRequest(view.description, code, firstProblem(run), i18next.language);
      void requestTip((signal) => assistantApi.challengeTip(body, signal));
    },
    [active, narrowScreen, view.description, requestTip, refreshCredits],
  );
  return { ...assistant, afterRun };
}
