import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, LocaleLink } from '@pylands/shared-ui';

/** A visitor without an account pressed Run on a phone (doc 2 §6): the mobile sign-up prompt. */
export function MobileSignUpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('mobileSignUp.title')} onClose={onClose}>
      <p>{t('mobileSignUp.text')}</p>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('common.close')}
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
