import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Profile } from '@pylands/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  localePath,
  LocaleLink,
  Page,
  PageTitle,
  profileApi,
  Spinner,
  useLng,
  useSession,
} from '@pylands/shared-ui';
import { AvatarSection } from '../avatar/AvatarSection';
import { Panel } from '../panel-styles';
import {
  errorText,
  Field,
  FieldHint,
  FormError,
  Notice,
  SubmitButton,
  useCheckedField,
  useSubmit,
} from '../auth/AuthForm';
import { emailProblem, newPasswordProblem, requiredProblem } from '../auth/validation';
import { WeeklyReportSection } from './WeeklyReportSection';

const Section = styled(Panel)`
  max-width: 480px;
`;

function PasswordForm({ onChanged }: { onChanged(profile: Profile): void }) {
  const { t } = useTranslation();
  const current = useCheckedField(requiredProblem);
  const next = useCheckedField(newPasswordProblem);
  const [done, setDone] = useState(false);
  const submit = useSubmit(async () => {
    current.touch();
    next.touch();
    if (current.problem || next.problem) return;
    onChanged(await profileApi.update({ current_password: current.value, new_password: next.value }));
    current.setValue('');
    next.setValue('');
    setDone(true);
  }, t('common.errorOccurred'));
  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label={t('profile.changePassword')}>
      {done && <Notice role="status">{t('profile.passwordChanged')}</Notice>}
      {submit.error && <FormError role="alert">{submit.error}</FormError>}
      <Field>
        {t('profile.currentPassword')}
        <input type="password" autoComplete="current-password" {...current.inputProps} />
        {current.error && <FieldHint>{t(current.error)}</FieldHint>}
      </Field>
      <Field>
        {t('profile.newPassword')}
        <input type="password" autoComplete="new-password" {...next.inputProps} />
        {next.error && <FieldHint>{t(next.error)}</FieldHint>}
      </Field>
      <SubmitButton busy={submit.busy}>{t('profile.changePassword')}</SubmitButton>
    </form>
  );
}

function EmailForm({ onChanged }: { onChanged(profile: Profile): void }) {
  const { t } = useTranslation();
  const email = useCheckedField(emailProblem);
  const current = useCheckedField(requiredProblem);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const submit = useSubmit(async () => {
    email.touch();
    current.touch();
    if (email.problem || current.problem) return;
    const profile = await profileApi.update({ current_password: current.value, email: email.value.trim() });
    onChanged(profile);
    current.setValue('');
    setChangedTo(profile.email);
  }, t('common.errorOccurred'));
  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label={t('profile.changeEmail')}>
      {changedTo && <Notice role="status">{t('profile.emailChanged', { email: changedTo })}</Notice>}
      {submit.error && <FormError role="alert">{submit.error}</FormError>}
      <Field>
        {t('profile.newEmail')}
        <input type="email" autoComplete="email" {...email.inputProps} />
        {email.error && <FieldHint>{t(email.error)}</FieldHint>}
      </Field>
      <Field>
        {t('profile.currentPassword')}
        <input type="password" autoComplete="current-password" {...current.inputProps} />
        {current.error && <FieldHint>{t(current.error)}</FieldHint>}
      </Field>
      <SubmitButton busy={submit.busy}>{t('profile.changeEmail')}</SubmitButton>
    </form>
  );
}

/** profile/details: email and its confirmation, password and email changes, account deletion. */
export function ProfileDetailsPage() {
  const { t } = useTranslation();
  const lng = useLng();
  const [profile, setProfile] = useState<Profile | null>(null);
  const studentChosen = useSession((s) => !!s.user?.student_id);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (studentChosen) return;
    profileApi.get().then(setProfile, (e: unknown) => setError(errorText(e, t('common.errorOccurred'))));
  }, [t, studentChosen]);

  const remove = async () => {
    setDeleting(true);
    try {
      await profileApi.remove();
      // A fresh start at home: nothing of the deleted account stays in memory.
      window.location.assign(localePath(lng));
    } catch (e) {
      setError(errorText(e, t('common.errorOccurred')));
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Page>
      <PageTitle>{t('page.profileDetails')}</PageTitle>
      {error && <FormError role="alert">{error}</FormError>}
      {!profile && !error && !studentChosen && <Spinner />}
      <Section aria-labelledby="avatar-title">
        <h2 id="avatar-title">{t('avatar.title')}</h2>
        <AvatarSection />
      </Section>
      {/* A playing child changes their avatar here; the parent's email and account are not theirs. */}
      {profile && !studentChosen && (
        <>
          <Section aria-label={t('profile.email')}>
            <h2>{t('profile.email')}</h2>
            <p>
              <strong>{profile.email}</strong> —{' '}
              {profile.email_verified ? t('profile.verified') : t('profile.notVerified')}
            </p>
            <LocaleLink to="profile/students">{t('profile.students')}</LocaleLink>
          </Section>
          <Section aria-label={t('weeklyReport.profileTitle')}>
            <h2>{t('weeklyReport.profileTitle')}</h2>
            <WeeklyReportSection profile={profile} onChanged={setProfile} />
          </Section>
          <Section>
            <h2>{t('profile.changePassword')}</h2>
            <PasswordForm onChanged={setProfile} />
          </Section>
          <Section>
            <h2>{t('profile.changeEmail')}</h2>
            <EmailForm onChanged={setProfile} />
          </Section>
          <Section>
            <h2>{t('profile.deleteSection')}</h2>
            <p>{t('profile.deleteIntro')}</p>
            <Button $variant="danger" onClick={() => setConfirming(true)}>
              {t('profile.deleteButton')}
            </Button>
          </Section>
        </>
      )}
      {confirming && (
        <Dialog title={t('profile.deleteTitle')} onClose={() => setConfirming(false)}>
          <p>{t('profile.deleteIntro')}</p>
          <DialogActions>
            <Button $variant="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button $variant="danger" disabled={deleting} onClick={() => void remove()}>
              {t('profile.deleteConfirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Page>
  );
}
