import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ORGANIZATION_SLUG_PATTERN, UserType, type Organization } from '@pylands/contracts';
import { organizationApi, PageTitle, useLocalePath, useSession } from '@pylands/shared-ui';
import { Field, FormError, Notice, SubmitButton, useLoad, useSubmit } from '../ui';

function OrganizationForm({
  initial,
  submitLabel,
  onSave,
}: {
  initial: { name: string; slug: string };
  submitLabel: string;
  onSave: (values: { name: string; slug: string }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial.name);
  const [slug, setSlug] = useState(initial.slug);
  const [taken, setTaken] = useState(false);
  const slugValid = ORGANIZATION_SLUG_PATTERN.test(slug) && slug.length >= 3;
  const { busy, error, onSubmit } = useSubmit(() => onSave({ name: name.trim(), slug }));
  const checkSlug = async () => {
    if (!slugValid || slug === initial.slug) return setTaken(false);
    setTaken((await organizationApi.slugExists(slug)).exists);
  };
  return (
    <form onSubmit={onSubmit} style={{ maxWidth: 480 }}>
      <Field>
        {t('org.details.name')}
        <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} />
      </Field>
      <Field>
        {t('org.details.slug')}
        <input
          value={slug}
          onChange={(e) => setSlug(e.target.value.toLowerCase())}
          onBlur={() => void checkSlug()}
          required
          aria-invalid={!slugValid || taken}
          aria-describedby="slug-help"
        />
        <span id="slug-help" style={{ fontWeight: 400 }}>
          {slug && !slugValid
            ? t('org.details.slugRule')
            : taken
              ? t('org.details.slugTaken')
              : t('org.details.slugHelp', { slug: slug || 'my-school' })}
        </span>
      </Field>
      {error && <FormError role="alert">{error}</FormError>}
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </form>
  );
}

/** organization/details: the admin edits name and address; a parent without one registers an organization. */
export function DetailsPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const loadCurrentUser = useSession((s) => s.loadCurrentUser);
  const [saved, setSaved] = useState(false);
  const hasOrganization = !!user?.organization_id;
  const { data, error, reload } = useLoad<Organization | null>(
    () => (hasOrganization ? organizationApi.current() : Promise.resolve(null)),
    [hasOrganization],
  );

  if (!hasOrganization) {
    if (user?.is_student || user?.user_details.user_type !== UserType.Parent) {
      return <Notice>{t('org.notMember')}</Notice>;
    }
    return (
      <>
        <PageTitle>{t('org.register.title')}</PageTitle>
        <p>{t('org.register.intro')}</p>
        <OrganizationForm
          initial={{ name: '', slug: '' }}
          submitLabel={t('org.register.submit')}
          onSave={async (values) => {
            await organizationApi.register(values);
            await loadCurrentUser();
            navigate(to('organization/teachers'));
          }}
        />
      </>
    );
  }
  return (
    <>
      <PageTitle>{t('page.organizationDetails')}</PageTitle>
      {error && <FormError role="alert">{error}</FormError>}
      {data && (
        <>
          <p>
            {t('org.details.loginLink')}{' '}
            <code>{`${window.location.origin}${to(`login-org/${data.slug}`)}`}</code>
          </p>
          {user?.user_details.user_type === UserType.Admin ? (
            <OrganizationForm
              key={data.slug + data.name}
              initial={data}
              submitLabel={t('common.save')}
              onSave={async (values) => {
                await organizationApi.update(values);
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
