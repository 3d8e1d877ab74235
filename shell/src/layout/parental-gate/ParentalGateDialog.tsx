import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog, localePath, useLng } from '@pylands/shared-ui';
import { ParentalGateForm } from './ParentalGateForm';

/** The account menu's "Parent's area" in child mode: the gate, then the parent's students. */
export function ParentalGateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  return (
    <Dialog title={t('parentGate.title')} onClose={onClose}>
      <ParentalGateForm
        onPassed={() => {
          onClose();
          navigate(localePath(lng, 'profile/students'));
        }}
      />
    </Dialog>
  );
}
