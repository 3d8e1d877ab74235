import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DialogActions, Icon } from '@pylands/shared-ui';
import { Badge, Header } from './CompletionRefusedDialog';

const Text = styled.p`
  margin: 0;
  line-height: 1.5;
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
        <Badge $tone="primary" aria-hidden>
          <Icon name="check" size={30} />
        </Badge>
        <Text>{t('completion.checking.text')}</Text>
      </Header>
      <DialogActions>
        <Button onClick={onClose}>{t('completion.checking.keepPlaying')}</Button>
      </DialogActions>
    </Dialog>
  );
}
