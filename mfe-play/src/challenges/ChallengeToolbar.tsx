import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CurrentPlan } from '@pylands/contracts';
import { Button, Icon, Spinner } from '@pylands/shared-ui';
import { AttemptCounter } from '../play/AttemptCounter';
import type { ChallengeCredits } from './useChallengeCredits';

const Bar = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  flex-wrap: wrap;
`;

interface ChallengeToolbarProps {
  /** Python is ready and someone who may run code is here. */
  canRun: boolean;
  running: boolean;
  checking: boolean;
  credits: ChallengeCredits;
  plan: CurrentPlan | null;
  onRun(): void;
  onSubmit(): void;
  onReset(): void;
  /** The assistant's switch and counter. */
  assistant: ReactNode;
  /** Why Run cannot be used, as its tooltip. */
  blockedReason: string | null;
}

/** Run (the examples), Submit (every test, on the server), Reset, and the two counters. */
export function ChallengeToolbar(props: ChallengeToolbarProps) {
  const { t } = useTranslation();
  const { canRun, running, checking, credits } = props;
  const busy = running || checking;
  return (
    <Bar role="toolbar" aria-label={t('play.code')}>
      <Button onClick={props.onRun} disabled={!canRun || busy} title={props.blockedReason ?? undefined}>
        {running ? <Spinner $size={16} /> : <Icon name="play" />}{' '}
        {running ? t('challenges.running') : t('play.run')}
      </Button>
      <Button $variant="secondary" onClick={props.onSubmit} disabled={!canRun || busy}>
        {checking ? <Spinner $size={16} /> : <Icon name="flag" />}{' '}
        {checking ? t('challenges.checking') : t('challenges.submit')}
      </Button>
      {credits.used !== null && (
        <AttemptCounter used={credits.used} plan={props.plan} limit={credits.limit} />
      )}
      {props.assistant}
      <Button $variant="ghost" $small disabled={busy} onClick={props.onReset}>
        <Icon name="reset" size={16} /> {t('toolbar.reset')}
      </Button>
    </Bar>
  );
}
