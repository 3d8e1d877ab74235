import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, LocaleLink, useSession } from '@pylands/shared-ui';

/** Out of attempts (403 on a run start): sign-up for visitors, upgrade for students (doc 2 §8). */
export function OutOfAttemptsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  if (!user)
    return (
      <Dialog title={t('signUpModal.title')} onClose={onClose}>
        <p>{t('signUpModal.text')}</p>
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button as={LocaleLink} to="signup">
            {t('signUpModal.button')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  const organizationStudent = !!user.organization_id && user.is_student;
  return (
    <Dialog title={t('upgradeModal.title')} onClose={onClose}>
      <p>{t('upgradeModal.text')}</p>
      {organizationStudent && <p>{t('upgradeModal.contactOrganization')}</p>}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
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
    <Dialog title={t('goToSignUp.title')}>
      <p>{t('goToSignUp.text')}</p>
      <DialogActions>
        <Button as={LocaleLink} to="" $variant="ghost">
          {t('goToSignUp.back')}
        </Button>
        <Button as={LocaleLink} to="login" $variant="secondary">
          {t('header.logIn')}
        </Button>
        <Button as={LocaleLink} to="signup">
          {t('header.signUp')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
