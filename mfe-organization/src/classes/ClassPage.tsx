import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button, LocaleLink, organizationApi, PageTitle, useLocalePath } from '@pylands/shared-ui';
import { ReportGrid } from '../reports/ReportGrid';
import { Actions, FormError, useLoad } from '../ui';

/** organization/classes/{classId}: rules, the sign-up link to share, students and their progress. */
export function ClassPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { classId = '' } = useParams();
  const { data, error } = useLoad(() => organizationApi.class(classId), [classId]);
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
        {t('org.classes.unlocked')}:{' '}
        {data.unlocked_chapters.length ? data.unlocked_chapters.join(', ') : t('org.classes.all')} ·{' '}
        {t('org.classes.noSkip')}: {data.no_skip ? t('org.yes') : t('org.no')} · {t('org.classes.quiz')}:{' '}
        {data.quiz ? t('org.yes') : t('org.no')} · {t('org.classes.students')}: {data.student_count}
      </p>
      <p>
        {t('org.classes.signupLink')} <code data-testid="class-signup-link">{link}</code>
      </p>
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
      <ReportGrid classId={classId} />
    </>
  );
}
