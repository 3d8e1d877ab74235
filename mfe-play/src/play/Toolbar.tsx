import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Spinner } from '@pylands/shared-ui';
import type { RunPhase } from '../run/useRunFlow';

const Bar = styled.div`
  display: flex;
  gap: 10px;
  align-items: center;
  flex-wrap: wrap;
`;

const Reason = styled.span`
  color: ${(p) => p.theme.colors.warning};
  font-weight: 600;
`;

export function Toolbar({
  phase,
  ready,
  blockedReason,
  onRun,
  onStop,
}: {
  phase: RunPhase;
  ready: boolean;
  blockedReason: string | null;
  onRun(): void;
  onStop(): void;
}) {
  const { t } = useTranslation();
  const running = phase !== 'idle';
  return (
    <Bar role="toolbar" aria-label="Code">
      {running ? (
        <Button $variant="danger" onClick={onStop} disabled={phase === 'stopping'}>
          {phase === 'stopping' ? (
            <>
              <Spinner $size={16} /> {t('play.stopping')}
            </>
          ) : (
            <>■ {t('play.stop')}</>
          )}
        </Button>
      ) : (
        <Button onClick={onRun} disabled={!ready || !!blockedReason}>
          {ready ? <>▶ {t('play.run')}</> : <><Spinner $size={16} /> {t('play.preparing')}</>}
        </Button>
      )}
      {blockedReason && <Reason role="status">{blockedReason}</Reason>}
    </Bar>
  );
}
