import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, LocaleLink, useSession } from '@pylands/shared-ui';
import { CloseButton, SignUpPromptDialog } from './SignUpPromptDialog';

/** Out of attempts (403 on a run start): sign-up for visitors, upgrade for students (doc 2 §8). */
export function OutOfAttemptsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  if (!user)
    return (
      <SignUpPromptDialog
        title={t('signUpModal.title')}
        text={t('signUpModal.text')}
        onClose={onClose}
        signUpLabel={t('signUpModal.button')}
      />
    );
  const organizationStudent = !!user.organization_id && user.is_student;
  return (
    <Dialog title={t('upgradeModal.title')} onClose={onClose}>
      <p>{t('upgradeModal.text')}</p>
      {organizationStudent && <p>{t('upgradeModal.contactOrganization')}</p>}
      <DialogActions>
        <CloseButton onClose={onClose} />
        {!organizationStudent && (
          <Button as={LocaleLink} to={user.organization_id ? 'schools' : 'purchase'}>
            {t('upgradeModal.button')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Levels that need an account (intro-level5..7) ask anonymous visitors to sign up. */
export function GoToSignUpDialog() {
  const { t } = useTranslation();
  return (
    <SignUpPromptDialog
      title={t('goToSignUp.title')}
      text={t('goToSignUp.text')}
      // Three buttons, the first a long one: on one row they need more than the default width.
      width={560}
      dismiss={
        <Button as={LocaleLink} to="" $variant="ghost">
          {t('goToSignUp.back')}
        </Button>
      }
      logIn
    />
  );
}
