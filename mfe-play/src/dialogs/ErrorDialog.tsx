import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DialogActions } from '@pylands/shared-ui';
import type { RunErrorDialog } from '../run/run-dialog';
import { ruleHeadline } from '../run/run-dialog';
import { explainPythonError } from '../run/python-error-text';
import { gameMessageText } from '../run/game-message';

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

const Explanation = styled.p`
  color: ${(p) => p.theme.colors.danger};
  font-weight: 700;
  font-size: 1.05rem;
  line-height: 1.5;
`;

const Disclosure = styled.details`
  margin-top: 8px;
  summary {
    cursor: pointer;
    font-weight: 600;
  }
`;

/**
 * The error a run ended in. A game rule's message is the title and the text; a Python error is
 * explained in the child's words with its line, the raw trace folded under Details (closed).
 */
export function ErrorDialog({ error, onClose }: { error: RunErrorDialog; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = (key: string, values?: Record<string, string | number>) => t(key, values ?? {});
  // A game message in the child's language (English when theirs lacks it).
  const message = gameMessageText(translate, error);
  const title = error.cause === 'rule' ? ruleHeadline(message) : t('dialog.error.title');
  return (
    <Dialog title={title} onClose={onClose} width={560}>
      {error.cause === 'python' ? (
        <>
          <p>{t('dialog.error.text')}</p>
          <Explanation>{explainPythonError(translate, error.message, error.line)}</Explanation>
          <Disclosure>
            <summary>{t('dialog.error.trace')}</summary>
            <Trace>{error.trace}</Trace>
          </Disclosure>
        </>
      ) : (
        <Explanation>{message}</Explanation>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
