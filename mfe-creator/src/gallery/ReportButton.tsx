import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CREATIVE_REPORT_REASON_MAX_LENGTH, type CreativeLevelSummary } from '@pylands/contracts';
import { apiErrorMessage, Button, creativeApi, Dialog, DialogActions, useSession } from '@pylands/shared-ui';

const Label = styled.label`
  display: block;
  margin-bottom: 8px;
`;

const Reason = styled.textarea`
  width: 100%;
  box-sizing: border-box;
  min-height: 96px;
  padding: 10px;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  resize: vertical;
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 8px 0 0;
  color: ${(p) => (p.$error ? p.theme.colors.danger : p.theme.colors.textMuted)};
`;

type Level = Pick<CreativeLevelSummary, 'level_slug' | 'course_id' | 'user_id' | 'name'>;

/**
 * Report a shared level to the staff (signed-in users who did not make it): a small dialog asks
 * why. Staff hide what should not be shown; the reporter only sees their thanks.
 */
export function ReportButton({ level }: { level: Level }) {
  const { t } = useTranslation();
  const me = useSession((s) => (s.status === 'signed-in' ? s.user : null));
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | { error: string }>('idle');
  const id = useId();
  if (!me || me.user_id === level.user_id) return null;
  const close = () => {
    setOpen(false);
    setReason('');
    setState('idle');
  };
  const send = async () => {
    setState('sending');
    try {
      await creativeApi.report(level.level_slug, level.course_id, reason.trim(), level.user_id);
      setState('sent');
    } catch (error) {
      setState({
        error: apiErrorMessage(t, error, t('common.errorOccurred')),
      });
    }
  };
  return (
    <>
      <Button type="button" $variant="ghost" $small onClick={() => setOpen(true)}>
        {t('gallery.report')}
      </Button>
      {/* On the page's body: the card's hover lift would otherwise hold the fixed backdrop inside the card. */}
      {open &&
        createPortal(
          <Dialog title={t('gallery.reportTitle', { name: level.name })} onClose={close} width={420}>
            {state === 'sent' ? (
              <>
                <Message role="status">{t('gallery.reportThanks')}</Message>
                <DialogActions>
                  <Button type="button" onClick={close}>
                    {t('common.close')}
                  </Button>
                </DialogActions>
              </>
            ) : (
              <>
                <Label htmlFor={id}>{t('gallery.reportReason')}</Label>
                <Reason
                  id={id}
                  value={reason}
                  maxLength={CREATIVE_REPORT_REASON_MAX_LENGTH}
                  onChange={(e) => setReason(e.target.value)}
                />
                {typeof state === 'object' && (
                  <Message role="alert" $error>
                    {state.error}
                  </Message>
                )}
                <DialogActions>
                  <Button type="button" $variant="secondary" onClick={close}>
                    {t('common.cancel')}
                  </Button>
                  <Button
                    type="button"
                    $variant="danger"
                    disabled={!reason.trim() || state === 'sending'}
                    onClick={() => void send()}
                  >
                    {t('gallery.reportSend')}
                  </Button>
                </DialogActions>
              </>
            )}
          </Dialog>,
          document.body,
        )}
    </>
  );
}
