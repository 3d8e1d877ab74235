import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DialogActions, Icon, LocaleLink, type IconName } from '@pylands/shared-ui';
import { QuizOfferButton } from './QuizOfferButton';
import { useIssuedCertificate } from './useIssuedCertificate';

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

/** The chapter quiz a dialog offers (path without the language, null: none) and what following it does. */
interface QuizOffer {
  quizPath?: string | null;
  onQuiz?: () => void;
}

/** The course's last level, with levels still open elsewhere; it ends the last chapter, so its quiz is offered. */
export function FinalLevelCompleteDialog({
  onClose,
  quizPath = null,
  onQuiz,
}: { onClose: () => void } & QuizOffer) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('dialog.finalLevel.title')} onClose={onClose}>
      <p>{t('dialog.finalLevel.text')}</p>
      {quizPath && <p>{t('quiz.offer.text')}</p>}
      <DialogActions>
        <Button $variant={quizPath ? 'secondary' : 'primary'} onClick={onClose}>
          {t('common.close')}
        </Button>
        {quizPath && <QuizOfferButton path={quizPath} onClick={onQuiz} />}
      </DialogActions>
    </Dialog>
  );
}

/** A big moment: a large icon, a title, a sentence, and (for a student) a link to the certificate. */
function AchievementDialog({
  icon,
  title,
  text,
  link,
  onClose,
  quizPath = null,
  onQuiz,
}: {
  icon: IconName;
  title: string;
  text: string;
  link: { to: string; label: string } | null;
  onClose: () => void;
} & QuizOffer) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose}>
      <Badge aria-hidden>
        <Icon name={icon} size={48} />
      </Badge>
      <p>{text}</p>
      {quizPath && <p>{t('quiz.offer.text')}</p>}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
        {link && (
          <Button as={LocaleLink} to={link.to} $variant={quizPath ? 'secondary' : 'primary'}>
            {link.label}
          </Button>
        )}
        {quizPath && <QuizOfferButton path={quizPath} onClick={onQuiz} />}
      </DialogActions>
    </Dialog>
  );
}

interface CourseDialogProps {
  course: string;
  courseId: string;
  studentId: string | null;
  onClose: () => void;
}

/**
 * The course is complete: once levels has issued the course certificate the dialog links to it,
 * until then to the student's certificates page.
 */
export function CourseCompleteDialog({
  course,
  courseId,
  studentId,
  onClose,
  quizPath,
  onQuiz,
}: CourseDialogProps & QuizOffer) {
  const { t } = useTranslation();
  const certificate = useIssuedCertificate(studentId, courseId, 'course');
  const link = !studentId
    ? null
    : certificate
      ? { to: `certificate/${certificate.id}`, label: t('awards.dialog.viewCertificate') }
      : { to: `certificates/${studentId}`, label: t('dialog.courseComplete.certificates') };
  return (
    <AchievementDialog
      icon="trophy"
      title={t('dialog.courseComplete.title')}
      text={t('dialog.courseComplete.text', { course })}
      link={link}
      onClose={onClose}
      quizPath={quizPath}
      onQuiz={onQuiz}
    />
  );
}

/**
 * Reaching intro-level4 (doc 1 §4) with the levels before it done: First Steps is earned. The dialog
 * links to the issued certificate, or to the student's certificates page while it is being issued.
 */
export function CertificateDialog({ course, courseId, studentId, onClose }: CourseDialogProps) {
  const { t } = useTranslation();
  const certificate = useIssuedCertificate(studentId, courseId, 'first-steps');
  if (certificate)
    return (
      <AchievementDialog
        icon="award"
        title={t('dialog.certificate.title')}
        text={t('dialog.certificate.text', { course })}
        link={{ to: `certificate/${certificate.id}`, label: t('dialog.certificate.view') }}
        onClose={onClose}
      />
    );
  return (
    <AchievementDialog
      icon="award"
      title={t('awards.dialog.firstStepsTitle')}
      text={t('awards.dialog.firstStepsText', { course })}
      link={studentId ? { to: `certificates/${studentId}`, label: t('awards.dialog.myCertificates') } : null}
      onClose={onClose}
    />
  );
}

/**
 * Reaching intro-level4 before the levels ahead of it are done: the dialog says what earns First
 * Steps and leads to the first level left (a visitor is asked to sign up: certificates need an
 * account).
 */
export function CertificateAheadDialog({
  course,
  courseId,
  signedIn,
  firstLeft,
  onClose,
}: {
  course: string;
  courseId: string;
  signedIn: boolean;
  firstLeft: { slug: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AchievementDialog
      icon="award"
      title={t('awards.dialog.firstStepsAheadTitle')}
      text={t(signedIn ? 'awards.dialog.firstStepsAheadText' : 'awards.dialog.firstStepsAheadVisitorText', {
        course,
      })}
      link={
        signedIn
          ? {
              to: `play/${courseId}/${firstLeft.slug}`,
              label: t('awards.dialog.firstStepsAheadPlay', { level: firstLeft.name }),
            }
          : { to: 'signup', label: t('header.signUp') }
      }
      onClose={onClose}
    />
  );
}
