import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, LocaleLink } from '@pylands/shared-ui';

export function FinalLevelCompleteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('dialog.finalLevel.title')} onClose={onClose}>
      <p>{t('dialog.finalLevel.text')}</p>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function CourseCompleteDialog({
  course,
  studentId,
  onClose,
}: {
  course: string;
  studentId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('dialog.courseComplete.title')} onClose={onClose}>
      <p style={{ fontSize: '2.4rem', textAlign: 'center', margin: '4px 0' }} aria-hidden>
        🏆
      </p>
      <p>{t('dialog.courseComplete.text', { course })}</p>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
        {studentId && (
          <Button as={LocaleLink} to={`certificates/${studentId}`}>
            {t('dialog.courseComplete.certificates')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

export function CertificateDialog({
  course,
  studentId,
  onClose,
}: {
  course: string;
  studentId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('dialog.certificate.title')} onClose={onClose}>
      <p style={{ fontSize: '2.4rem', textAlign: 'center', margin: '4px 0' }} aria-hidden>
        📜
      </p>
      <p>{t('dialog.certificate.text', { course })}</p>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
        {studentId && (
          <Button as={LocaleLink} to={`certificates/${studentId}`}>
            {t('dialog.certificate.view')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
