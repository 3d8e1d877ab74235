import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button, LocaleLink, organizationApi, PageTitle, useLocalePath } from '@pylands/shared-ui';
import { StudentProgress } from '../reports/StudentProgress';
import { Actions, FormError, useLoad } from '../ui';

/** organization/students/{studentId}: the student's settings and progress, edit and delete. */
export function StudentPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { studentId = '' } = useParams();
  const { data, error } = useLoad(() => organizationApi.student(studentId), [studentId]);
  const classes = useLoad(() => organizationApi.classes());
  const remove = async () => {
    if (!window.confirm(t('org.students.confirmDelete'))) return;
    await organizationApi.deleteStudent(studentId);
    navigate(to('organization/students'));
  };
  if (error) return <FormError role="alert">{error}</FormError>;
  if (!data) return null;
  const klass = classes.data?.find((c) => c.id === data.class_id);
  return (
    <>
      <PageTitle>{data.username}</PageTitle>
      <p>{data.name}</p>
      <p>
        {t('org.students.class')}:{' '}
        {klass ? <LocaleLink to={`organization/classes/${klass.id}`}>{klass.name}</LocaleLink> : '—'}
      </p>
      <p>
        {t('org.students.assistant')}: {data.assistant_enabled ? t('org.yes') : t('org.no')} ·{' '}
        {t('org.students.assistantLimit')}: {data.assistant_attempt_limit ?? t('org.students.unlimited')}
      </p>
      <Actions>
        <Button as={LocaleLink} $variant="secondary" to={`organization/students/${studentId}/edit`}>
          {t('org.edit')}
        </Button>
        <Button type="button" $variant="danger" onClick={() => void remove()}>
          {t('org.delete')}
        </Button>
      </Actions>
      {data.class_id ? (
        <StudentProgress studentId={studentId} classId={data.class_id} />
      ) : (
        <p>{t('org.reports.noClass')}</p>
      )}
    </>
  );
}
