import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DialogActions, Icon, LocaleLink, type IconName } from '@pylands/shared-ui';

const Badge = styled.div`
  display: grid;
  place-items: center;
  width: 84px;
  height: 84px;
  margin: 4px auto 12px;
  border-radius: 50%;
  color: ${(p) => p.theme.colors.warning};
  background: radial-gradient(circle, rgba(255, 200, 87, 0.22), rgba(255, 200, 87, 0.05) 70%);
`;

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

/** A big moment: a large icon, a title, a sentence, and (for a student) a link to the certificates. */
function AchievementDialog({
  icon,
  title,
  text,
  linkLabel,
  studentId,
  onClose,
}: {
  icon: IconName;
  title: string;
  text: string;
  linkLabel: string;
  studentId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose}>
      <Badge aria-hidden>
        <Icon name={icon} size={48} />
      </Badge>
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
      icon="trophy"
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
      icon="award"
      title={t('dialog.certificate.title')}
      text={t('dialog.certificate.text', { course })}
      linkLabel={t('dialog.certificate.view')}
      studentId={studentId}
      onClose={onClose}
    />
  );
}
