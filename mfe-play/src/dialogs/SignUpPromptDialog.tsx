import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, LocaleLink } from '@pylands/shared-ui';

interface SignUpPromptProps {
  title: string;
  text: string;
  /** Close (and Escape) when given; the way out is then a Close button unless `dismiss` says otherwise. */
  onClose?: () => void;
  /** Another way out, such as a link elsewhere. */
  dismiss?: ReactNode;
  /** Offer Log In beside Sign Up. */
  logIn?: boolean;
  signUpLabel?: string;
  /** The dialog's width in px when its buttons need more than the default. */
  width?: number;
}

/** What visitors without an account are asked when play needs one (doc 2 §6, §8). */
export function SignUpPromptDialog({
  title,
  text,
  dismiss,
  onClose,
  logIn,
  signUpLabel,
  width,
}: SignUpPromptProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose} width={width}>
      <p>{text}</p>
      <DialogActions>
        {dismiss ?? (onClose && <CloseButton onClose={onClose} />)}
        {logIn && (
          <Button as={LocaleLink} to="login" $variant="secondary">
            {t('header.logIn')}
          </Button>
        )}
        <Button as={LocaleLink} to="signup">
          {signUpLabel ?? t('header.signUp')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Close, as the prompts' way out. */
export function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Button $variant="secondary" onClick={onClose}>
      {t('common.close')}
    </Button>
  );
}
