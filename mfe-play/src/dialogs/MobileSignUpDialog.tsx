import { useTranslation } from 'react-i18next';
import { SignUpPromptDialog } from './SignUpPromptDialog';

/** A visitor without an account pressed Run on a phone (doc 2 §6): the mobile sign-up prompt. */
export function MobileSignUpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SignUpPromptDialog
      title={t('mobileSignUp.title')}
      text={t('mobileSignUp.text')}
      onClose={onClose}
      logIn
    />
  );
}
