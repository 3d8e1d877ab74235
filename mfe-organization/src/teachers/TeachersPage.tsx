import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LocaleLink, organizationApi, PageTitle, useLng, useSession } from '@pylands/shared-ui';
import { Actions, Field, FormError, Notice, SubmitButton, Table, useLoad, useSubmit } from '../ui';

/** organization/teachers (admin): the list, delete, and invitations by email. */
export function TeachersPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const { data, error, reload } = useLoad(() => organizationApi.teachers());
  const me = useSession((s) => s.user?.user_id);
  const [email, setEmail] = useState('');
  const [invited, setInvited] = useState<string | null>(null);
  const invite = useSubmit(async () => {
    await organizationApi.inviteTeacher(email.trim(), lng);
    setInvited(email.trim());
    setEmail('');
  });
  const remove = async (id: string) => {
    if (!window.confirm(t('org.teachers.confirmDelete'))) return;
    await organizationApi.deleteTeacher(id);
    reload();
  };
  return (
    <>
      <PageTitle>{t('page.teachers')}</PageTitle>
      <Actions>
        <Button as={LocaleLink} to="organization/teachers/add">
          {t('page.addTeacher')}
        </Button>
      </Actions>
      {error && <FormError role="alert">{error}</FormError>}
      {data && (
        <Table>
          <thead>
            <tr>
              <th>{t('org.teachers.name')}</th>
              <th>{t('org.email')}</th>
              <th>{t('org.teachers.role')}</th>
              <th>{t('org.teachers.classes')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.map((teacher) => (
              <tr key={teacher.id}>
                <td>{teacher.name || '—'}</td>
                <td>{teacher.email}</td>
                <td>{t(teacher.role === 'admin' ? 'org.teachers.admin' : 'org.teachers.teacher')}</td>
                <td>{teacher.class_ids.length}</td>
                <td>
                  {/* Teachers can be edited and removed; the admin edits only their own row (their name). */}
                  {(teacher.role === 'teacher' || teacher.id === me) && (
                    <Actions style={{ margin: 0 }}>
                      <Button
                        $small
                        $variant="secondary"
                        as={LocaleLink}
                        to={`organization/teachers/${teacher.id}/edit`}
                      >
                        {t('org.edit')}
                      </Button>
                      {teacher.role === 'teacher' && (
                        <Button
                          $small
                          $variant="danger"
                          type="button"
                          onClick={() => void remove(teacher.id)}
                        >
                          {t('org.delete')}
                        </Button>
                      )}
                    </Actions>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <h2>{t('org.teachers.invite')}</h2>
      <form onSubmit={invite.onSubmit} style={{ maxWidth: 480 }}>
        <Field>
          {t('org.email')}
          <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </Field>
        {invite.error && <FormError role="alert">{invite.error}</FormError>}
        <SubmitButton busy={invite.busy}>{t('org.teachers.sendInvite')}</SubmitButton>
      </form>
      {invited && <Notice role="status">{t('org.teachers.invited', { email: invited })}</Notice>}
    </>
  );
}
