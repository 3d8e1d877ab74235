import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  apiMessageText,
  Button,
  Dialog,
  DialogActions,
  Icon,
  Spinner,
  type IconName,
} from '@pylands/shared-ui';
import { canRetry, type CompletionRefusal } from '../run/completion-refusal';

/** The icon badge beside a completion dialog's text (also the being-checked dialog's). */
export const Header = styled.div`
  display: flex;
  gap: 16px;
  align-items: flex-start;
`;

const BADGE_BACKGROUND = {
  warning: 'rgba(255, 200, 87, 0.14)',
  info: 'rgba(91, 192, 235, 0.14)',
  primary: 'rgba(63, 191, 95, 0.14)',
} as const;

export const Badge = styled.span<{ $tone: keyof typeof BADGE_BACKGROUND }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  color: ${(p) => p.theme.colors[p.$tone]};
  background: ${(p) => BADGE_BACKGROUND[p.$tone]};
`;

const Text = styled.div`
  p {
    margin: 0 0 10px;
    line-height: 1.5;
  }
`;

const Reason = styled.p`
  background: ${(p) => p.theme.colors.surfaceRaised};
  border-inline-start: 4px solid ${(p) => p.theme.colors.warning};
  border-radius: 8px;
  padding: 10px 14px;
  font-weight: 700;
`;

type Refused = Exclude<CompletionRefusal, { kind: 'out-of-attempts' }>;

const ICON: Record<Refused['kind'], IconName> = {
  rejected: 'flag',
  throttled: 'hourglass',
  busy: 'hourglass',
  offline: 'wifiOff',
  failed: 'retry',
};

/**
 * The server did not record the level as complete: the child reads why in plain words. Waiting
 * refusals (429, 503, no answer) offer Retry, which resends the same completion.
 */
export function CompletionRefusedDialog({
  refusal,
  retrying,
  onRetry,
  onClose,
}: {
  refusal: Refused;
  retrying: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rejected = refusal.kind === 'rejected';
  const retry = canRetry(refusal);
  return (
    <Dialog
      title={rejected ? t('completion.rejected.title') : t('completion.wait.title')}
      onClose={retrying ? undefined : onClose}
      width={500}
    >
      <Header>
        <Badge $tone={rejected ? 'warning' : 'info'} aria-hidden>
          <Icon name={ICON[refusal.kind]} size={30} />
        </Badge>
        <Text>
          {rejected ? (
            <>
              <p>{t('completion.rejected.text')}</p>
              <Reason>
                {refusal.reason ? apiMessageText(t, refusal.reason) : t('completion.rejected.noReason')}
              </Reason>
              <p>{t('completion.rejected.tryAgain')}</p>
            </>
          ) : (
            <p>{t(`completion.${refusal.kind}.text`)}</p>
          )}
        </Text>
      </Header>
      <DialogActions>
        <Button $variant={retry ? 'secondary' : 'primary'} onClick={onClose} disabled={retrying}>
          {t('common.close')}
        </Button>
        {retry && (
          <Button onClick={onRetry} disabled={retrying}>
            {retrying ? (
              <>
                <Spinner $size={16} /> {t('completion.retrying')}
              </>
            ) : (
              <>
                <Icon name="retry" size={16} /> {t('completion.retry')}
              </>
            )}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
