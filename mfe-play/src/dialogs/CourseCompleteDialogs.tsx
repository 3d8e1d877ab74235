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

/** A big moment: an emoji, a title, a sentence, and (for a student) a link to the certificates. */
function AchievementDialog({
  icon,
  title,
  text,
  linkLabel,
  studentId,
  onClose,
}: {
  icon: string;
  title: string;
  text: string;
  linkLabel: string;
  studentId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose}>
      <p style={{ fontSize: '2.4rem', textAlign: 'center', margin: '4px 0' }} aria-hidden>
        {icon}
      </p>
      <p>{text}</p>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
        {studentId && (
          <Button as={LocaleLink} to={`certificates/${studentId}`}>
            {linkLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

interface CourseDialogProps {
  course: string;
  studentId: string | null;
  onClose: () => void;
}

export function CourseCompleteDialog({ course, studentId, onClose }: CourseDialogProps) {
  const { t } = useTranslation();
  return (
    <AchievementDialog
      icon="🏆"
      title={t('dialog.courseComplete.title')}
      text={t('dialog.courseComplete.text', { course })}
      linkLabel={t('dialog.courseComplete.certificates')}
      studentId={studentId}
      onClose={onClose}
    />
  );
}

export function CertificateDialog({ course, studentId, onClose }: CourseDialogProps) {
  const { t } = useTranslation();
  return (
    <AchievementDialog
      icon="📜"
      title={t('dialog.certificate.title')}
      text={t('dialog.certificate.text', { course })}
      linkLabel={t('dialog.certificate.view')}
      studentId={studentId}
      onClose={onClose}
    />
  );
}
