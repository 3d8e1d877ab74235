import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DialogActions, Icon } from '@pylands/shared-ui';

const Header = styled.div`
  display: flex;
  gap: 16px;
  align-items: flex-start;
  p {
    margin: 0;
    line-height: 1.5;
  }
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  color: ${(p) => p.theme.colors.primary};
  background: rgba(63, 191, 95, 0.14);
`;

/**
 * The server kept a won run but could not check it yet (level/update answered verification
 * 'pending'): the child reads that it is saved and being checked, not an error.
 */
export function CompletionCheckingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('completion.checking.title')} onClose={onClose} width={500}>
      <Header>
        <Badge aria-hidden>
          <Icon name="check" size={30} />
        </Badge>
        <p>{t('completion.checking.text')}</p>
      </Header>
      <DialogActions>
        <Button onClick={onClose}>{t('completion.checking.keepPlaying')}</Button>
      </DialogActions>
    </Dialog>
  );
}
