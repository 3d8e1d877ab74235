import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { rolesOf, type Organization } from '@pylands/contracts';
import { organizationApi, PageTitle, useLocalePath, useSession } from '@pylands/shared-ui';
import { LoginLinkField } from '../register/LoginLinkField';
import { refusalOf } from '../register/school-errors';
import { slugProblem } from '../register/slug';
import { useSlugAvailability } from '../register/useSlugAvailability';
import { Field, FormError, Notice, SubmitButton, useLoad } from '../ui';
import { SchoolPlanStatus } from '../register/SchoolPlans';

/** The admin renames the school or its login link; refusals show on their field. */
function OrganizationForm({ initial, onSaved }: { initial: Organization; onSaved(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial.name);
  const [slug, setSlug] = useState(initial.slug);
  const [refusal, setRefusal] = useState<ReturnType<typeof refusalOf> | null>(null);
  const [busy, setBusy] = useState(false);
  const availability = useSlugAvailability(slug, initial.slug);
  const problem = slugProblem(slug) ?? (availability === 'taken' ? 'org.slug.taken' : null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setBusy(true);
    setRefusal(null);
    try {
      await organizationApi.update({ name: name.trim(), slug });
      onSaved();
    } catch (error) {
      setRefusal(refusalOf(error, 'register'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} style={{ maxWidth: 560 }}>
      <Field>
        {t('org.details.name')}
        <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} />
        {refusal?.field === 'name' && <FormError>{t(refusal.text)}</FormError>}
      </Field>
      <LoginLinkField
        value={slug}
        onChange={(value) => {
          setSlug(value);
          setRefusal(null);
        }}
        availability={availability}
        problem={refusal?.field === 'slug' ? t(refusal.text) : null}
        liveRule
      />
      {refusal?.field === 'form' && <FormError role="alert">{t(refusal.text)}</FormError>}
      <SubmitButton busy={busy}>{t('common.save')}</SubmitButton>
    </form>
  );
}

/** organization/details: the admin edits name and login link; a parent is sent to /schools to register. */
export function DetailsPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useSession((s) => s.user);
  const [saved, setSaved] = useState(false);
  const hasOrganization = !!user?.organization_id;
  const { data, error, reload } = useLoad<Organization | null>(
    () => (hasOrganization ? organizationApi.current() : Promise.resolve(null)),
    [hasOrganization],
  );

  if (!hasOrganization) {
    if (rolesOf(user).parent) return <Navigate to={to('schools')} replace />;
    return <Notice>{t('org.notMember')}</Notice>;
  }
  return (
    <>
      <PageTitle>{t('page.organizationDetails')}</PageTitle>
      {rolesOf(user).admin && <SchoolPlanStatus />}
      {error && <FormError role="alert">{error}</FormError>}
      {data && (
        <>
          <p>
            {t('org.details.loginLink')}{' '}
            <code>{`${window.location.origin}${to(`login-org/${data.slug}`)}`}</code>
          </p>
          {rolesOf(user).admin ? (
            <OrganizationForm
              key={data.slug + data.name}
              initial={data}
              onSaved={() => {
                setSaved(true);
                reload();
              }}
            />
          ) : (
            <p>{data.name}</p>
          )}
          {saved && <Notice role="status">{t('org.saved')}</Notice>}
        </>
      )}
    </>
  );
}
