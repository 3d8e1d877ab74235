import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Icon, Spinner, VisuallyHidden } from '@pylands/shared-ui';
import type { RunPhase } from '../run/run-dialog';
import { SPEED_OPTIONS, type SpeedValue } from '../run/speed';
import type { CurrentPlan } from '@pylands/contracts';
import { AttemptCounter } from './AttemptCounter';

const Bar = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  flex-wrap: wrap;
`;

const Select = styled.select`
  padding: 6px 10px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
`;

export type ToolbarDialog = 'reset' | 'save' | 'load' | 'help';

export interface ToolbarProps {
  phase: RunPhase;
  ready: boolean;
  /** Why nobody may run code here (no student chosen, invalid registration); the canvas overlay says it. */
  blockedReason: string | null;
  hasRun: boolean;
  attemptsUsed: number | null;
  /** payment/current-plan, asked once by the play screen (∞ attempts for subscribers). */
  plan: CurrentPlan | null;
  speed: SpeedValue;
  onSpeed(speed: SpeedValue): void;
  onRun(): void;
  onStop(): void;
  onOpen(dialog: ToolbarDialog): void;
  onCodeBook(): void;
  /** The coding assistant's switch and counter, beside the attempt counter. */
  assistant?: ReactNode;
}

/** Run/Stop, Reset, Save, Load, speed, Help (after a run) and the Code Book (doc 2 §2). */
export function Toolbar(props: ToolbarProps) {
  const { t } = useTranslation();
  const { phase, ready, blockedReason } = props;
  const running = phase !== 'idle';
  // Reset, Save and Load are disabled in the same conditions as Run (doc 2 §5).
  const editingDisabled = !ready || running || !!blockedReason;
  return (
    <Bar role="toolbar" aria-label={t('play.code')}>
      {running ? (
        <Button $variant="danger" onClick={props.onStop} disabled={phase === 'stopping'}>
          {phase === 'stopping' ? (
            <>
              <Spinner $size={16} /> {t('play.stopping')}
            </>
          ) : (
            <>
              <Icon name="stop" /> {t('play.stop')}
            </>
          )}
        </Button>
      ) : (
        <Button onClick={props.onRun} disabled={!ready || !!blockedReason} title={blockedReason ?? undefined}>
          {ready ? (
            <>
              <Icon name="play" /> {t('play.run')}
            </>
          ) : (
            <>
              <Spinner $size={16} /> {t('play.preparing')}
            </>
          )}
        </Button>
      )}
      {props.attemptsUsed !== null && <AttemptCounter used={props.attemptsUsed} plan={props.plan} />}
      {props.assistant}
      <Button $variant="secondary" $small disabled={editingDisabled} onClick={() => props.onOpen('reset')}>
        <Icon name="reset" size={16} /> {t('toolbar.reset')}
      </Button>
      <Button $variant="secondary" $small disabled={editingDisabled} onClick={() => props.onOpen('save')}>
        <Icon name="download" size={16} /> {t('toolbar.save')}
      </Button>
      <Button $variant="secondary" $small disabled={editingDisabled} onClick={() => props.onOpen('load')}>
        <Icon name="upload" size={16} /> {t('toolbar.load')}
      </Button>
      <label>
        <VisuallyHidden>{t('toolbar.speed')}</VisuallyHidden>
        <Select
          aria-label={t('toolbar.speed')}
          value={props.speed}
          onChange={(e) => props.onSpeed(e.target.value as SpeedValue)}
        >
          {SPEED_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </Select>
      </label>
      <Button $variant="ghost" $small disabled={!props.hasRun} onClick={() => props.onOpen('help')}>
        <Icon name="help" size={16} /> {t('toolbar.help')}
      </Button>
      <Button $variant="ghost" $small onClick={props.onCodeBook}>
        <Icon name="book" size={16} /> {t('toolbar.codeBook')}
      </Button>
    </Bar>
  );
}
