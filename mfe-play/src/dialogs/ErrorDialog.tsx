import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DialogActions } from '@pylands/shared-ui';

const Trace = styled.pre`
  font-family: ${(p) => p.theme.monoFont};
  font-size: 0.85rem;
  background: ${(p) => p.theme.colors.background};
  padding: 10px;
  border-radius: 8px;
  max-height: 220px;
  overflow: auto;
  white-space: pre-wrap;
`;

const LastLine = styled.p`
  color: ${(p) => p.theme.colors.danger};
  font-weight: 700;
`;

export function ErrorDialog({
  message,
  trace,
  onClose,
  ownMessage = false,
}: {
  message: string;
  trace: string;
  onClose: () => void;
  /** A message of the play screen itself (e.g. the line limit), not a failure of Python. */
  ownMessage?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('dialog.error.title')} onClose={onClose} width={560}>
      {!ownMessage && <p>{t('dialog.error.text')}</p>}
      <LastLine>{message}</LastLine>
      {trace.trim() !== message.trim() && (
        <details>
          <summary>{t('dialog.error.trace')}</summary>
          <Trace>{trace}</Trace>
        </details>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
