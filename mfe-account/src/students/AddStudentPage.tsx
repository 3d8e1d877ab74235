import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { StudentsLimit } from '@pylands/contracts';
import { localePath, Page, PageTitle, profileApi, useLng } from '@pylands/shared-ui';
import { Notice } from '../auth/AuthForm';
import { confirmationSentTo } from '../auth/signed-up-state';
import { StudentForm } from './StudentForm';

export function AddStudentPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const sentTo = confirmationSentTo(useLocation().state);
  const [limit, setLimit] = useState<StudentsLimit | null>(null);

  useEffect(() => {
    profileApi.studentsLimit().then(setLimit, () => undefined);
  }, []);

  const full = limit !== null && limit.count >= limit.limit;
  return (
    <Page style={{ maxWidth: 480 }}>
      {sentTo && (
        <Notice role="status" aria-labelledby="check-email-title">
          <strong id="check-email-title">{t('auth.checkEmail')}</strong>
          <br />
          {t('auth.confirmSent', { email: sentTo })} {t('auth.meanwhileAddChild')}
        </Notice>
      )}
      <PageTitle>{t('page.addStudent')}</PageTitle>
      {limit && <p>{t('students.limit', { count: limit.count, limit: limit.limit })}</p>}
      {full ? (
        <Notice role="status">{t('students.limitReached', { limit: limit.limit })}</Notice>
      ) : (
        <StudentForm
          suggest
          submitLabel={t('students.create')}
          onSubmit={async (values) => {
            await profileApi.addStudent(values);
            navigate(localePath(lng, 'profile/students'));
          }}
        />
      )}
    </Page>
  );
}
