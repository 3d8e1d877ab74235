import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChallengeList, ChallengeView } from '@pylands/contracts';
import { canRunCode, useSession } from '@pylands/shared-ui';
import { AssistantSwitch } from '../assistant/AssistantSwitch';
import { useCaseWords } from './case-words';
import { HintAnchor } from '../assistant/HintBubble';
import { CodeEditor } from '../editor/CodeEditor';
import { useCurrentPlan } from '../play/useCurrentPlan';
import { useRunnerReady } from '../play/useRunnerReady';
import { nextChallenge } from './challenge-list';
import { ChallengeDialogs } from './ChallengeDialogs';
import { ChallengeToolbar } from './ChallengeToolbar';
import { ChooseStudentNotice } from './ChooseStudentNotice';
import { errorLineOf } from './example-run';
import { ExampleList } from './ExampleList';
import { LockedNotice } from './LockedNotice';
import { SubmitVerdict } from './SubmitVerdict';
import { useChallengeAssistant } from './useChallengeAssistant';
import { useChallengeCode } from './useChallengeCode';
import { useChallengeCredits } from './useChallengeCredits';
import { useChallengeRun } from './useChallengeRun';
import { useChallengeSubmit } from './useChallengeSubmit';

const Work = styled.div`
  display: grid;
  gap: 12px;
  align-content: start;
  min-width: 0;
`;

const HowTo = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Problem = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.warning};
`;

/** The editor side of a challenge: code, Run (examples in the worker), Submit (the server), the assistant. */
export function ChallengeWorkspace({
  view,
  list,
  onSolved,
}: {
  view: ChallengeView;
  list: ChallengeList | null;
  onSolved(): void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const mayRun = canRunCode(session);
  const ready = useRunnerReady();
  const plan = useCurrentPlan();
  const credits = useChallengeCredits();
  const { code, setCode, reset, submitted } = useChallengeCode(view);
  const run = useChallengeRun(view, credits);
  const submit = useChallengeSubmit(view.slug, onSolved, submitted);
  const assistant = useChallengeAssistant(view, !ready || !mayRun);
  const [resetOpen, setResetOpen] = useState(false);
  const next = useMemo(() => (list ? nextChallenge(list.challenges, view.slug) : null), [list, view.slug]);
  const errorLine = errorLineOf(run.result);
  const words = useCaseWords();
  const annotations = useMemo(() => {
    const failing = run.result?.examples.find((e) => !e.passed && e.line !== null);
    const text = failing ? words(failing.message, failing.text) : '';
    return failing?.line ? [{ row: failing.line - 1, column: 0, text, type: 'error' as const }] : [];
  }, [run.result, words]);

  const onRun = useCallback(async () => {
    assistant.hide();
    submit.reset();
    const result = await run.run(code);
    assistant.afterRun(code, result);
  }, [assistant, submit, run, code]);

  const onSubmit = useCallback(() => {
    assistant.hide();
    void submit.submit(code);
  }, [assistant, submit, code]);

  if (view.locked || run.problem?.kind === 'locked') return <LockedNotice />;
  const blockedReason = mayRun ? null : t('play.chooseStudentToPlay');
  return (
    <Work>
      {!mayRun && <ChooseStudentNotice />}
      <HintAnchor assistant={assistant} errorLine={errorLine}>
        <CodeEditor
          value={code}
          onChange={setCode}
          activeLine={null}
          errorLine={errorLine}
          annotations={annotations}
          label={t('challenges.editorLabel')}
        />
      </HintAnchor>
      <ChallengeToolbar
        canRun={ready && mayRun}
        running={run.phase !== 'idle'}
        checking={submit.state.status === 'checking'}
        credits={credits}
        plan={plan}
        onRun={() => void onRun()}
        onSubmit={onSubmit}
        onReset={() => setResetOpen(true)}
        assistant={<AssistantSwitch assistant={assistant} />}
        blockedReason={blockedReason}
      />
      <HowTo>{t('challenges.howTo')}</HowTo>
      {run.problem?.kind === 'message' && (
        <Problem role="alert">{run.problem.text ?? t('common.errorOccurred')}</Problem>
      )}
      <SubmitVerdict state={submit.state} next={next} onClose={submit.reset} />
      <ExampleList view={view} run={run.result} />
      <ChallengeDialogs
        run={run}
        assistant={assistant}
        resetOpen={resetOpen}
        onReset={reset}
        onCloseReset={() => setResetOpen(false)}
      />
    </Work>
  );
}
