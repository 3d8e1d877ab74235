import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DialogActions, Icon } from '@pylands/shared-ui';

const Hint = styled.p`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  svg {
    color: ${(p) => p.theme.colors.warning};
    margin-top: 2px;
  }
`;

export function HelpDialog({ hint, onClose }: { hint: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('help.title')} onClose={onClose}>
      <p>{t('help.text')}</p>
      {hint && (
        <Hint>
          <Icon name="lightbulb" /> <span>{hint}</span>
        </Hint>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
