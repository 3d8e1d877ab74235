import { useTranslation } from 'react-i18next';
import { OutOfAssistantCreditsDialog } from '../assistant/HintBubble';
import type { AssistantState } from '../assistant/useAssistant';
import { OutOfAttemptsDialog } from '../dialogs/AttemptsDialogs';
import { ResetDialog } from '../dialogs/ResetDialog';
import type { ChallengeRun } from './useChallengeRun';

/** The dialogs a challenge opens: out of attempts, out of assistant credits, reset. */
export function ChallengeDialogs({
  run,
  assistant,
  resetOpen,
  onReset,
  onCloseReset,
}: {
  run: ChallengeRun;
  assistant: AssistantState;
  resetOpen: boolean;
  onReset(): void;
  onCloseReset(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {run.problem?.kind === 'out-of-attempts' && <OutOfAttemptsDialog onClose={run.dismissProblem} />}
      {assistant.problem === 'out-of-credits' && <OutOfAssistantCreditsDialog onClose={assistant.hide} />}
      {resetOpen && (
        <ResetDialog
          text={t('challenges.resetText')}
          onClose={onCloseReset}
          onConfirm={() => {
            onReset();
            onCloseReset();
          }}
        />
      )}
    </>
  );
}
