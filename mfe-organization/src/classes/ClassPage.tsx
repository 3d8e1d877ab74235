import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { rolesOf } from '@pylands/contracts';
import {
  Button,
  LocaleLink,
  organizationApi,
  PageTitle,
  useLocalePath,
  useSession,
} from '@pylands/shared-ui';
import { ReportGrid } from '../reports/ReportGrid';
import { Actions, FormError, useLoad, useSubmit } from '../ui';
import { ClassTeachers } from './ClassTeachers';
import { useUnlockedChapterText } from './useUnlockedChapterText';

/** organization/classes/{classId}: rules, the sign-up link to share, students and their progress. */
export function ClassPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { classId = '' } = useParams();
  const admin = rolesOf(useSession((s) => s.user)).admin;
  const { data, error, reload } = useLoad(() => organizationApi.class(classId), [classId]);
  const chapterText = useUnlockedChapterText();
  // A new link voids the old one (a link that went to the wrong people).
  const renew = useSubmit(async () => {
    if (!window.confirm(t('org.classes.confirmRenew'))) return;
    await organizationApi.updateClass(classId, { renew_signup_token: true });
    reload();
  });
  const remove = async () => {
    if (!window.confirm(t('org.classes.confirmDelete'))) return;
    await organizationApi.deleteClass(classId);
    navigate(to('organization/classes'));
  };
  if (error) return <FormError role="alert">{error}</FormError>;
  if (!data) return null;
  const link = `${window.location.origin}${to('class-signup')}?token=${encodeURIComponent(data.signup_token)}`;
  return (
    <>
      <PageTitle>{data.name}</PageTitle>
      <p>
        {t('org.classes.unlockedList', { chapters: chapterText(data) })} · {t('org.classes.noSkip')}:{' '}
        {data.no_skip ? t('org.yes') : t('org.no')} · {t('org.classes.quiz')}:{' '}
        {data.quiz ? t('org.yes') : t('org.no')} · {t('org.classes.students')}: {data.student_count}
      </p>
      <p>
        {t('org.classes.signupLink')} <code data-testid="class-signup-link">{link}</code>{' '}
        <Button
          type="button"
          $small
          $variant="ghost"
          disabled={renew.busy}
          onClick={() => void renew.onSubmit()}
        >
          {t('org.classes.renewLink')}
        </Button>
      </p>
      {renew.error && <FormError role="alert">{renew.error}</FormError>}
      <Actions>
        <Button as={LocaleLink} $variant="secondary" to={`organization/classes/${classId}/edit`}>
          {t('org.edit')}
        </Button>
        <Button as={LocaleLink} $variant="secondary" to={`organization/students?class_id=${classId}`}>
          {t('org.classes.manageStudents')}
        </Button>
        <Button type="button" $variant="danger" onClick={() => void remove()}>
          {t('org.delete')}
        </Button>
      </Actions>
      {admin && <ClassTeachers classId={classId} />}
      <ReportGrid classId={classId} />
    </>
  );
}
