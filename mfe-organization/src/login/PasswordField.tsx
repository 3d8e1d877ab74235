import { useTranslation } from 'react-i18next';
import { Field } from '../ui';

/** The password field of the organization's sign-in pages: a new one (8 or more) or the current one. */
export function PasswordField({
  value,
  onChange,
  isNew,
}: {
  value: string;
  onChange(value: string): void;
  isNew: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Field>
      {t('org.password')}
      <input
        type="password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        minLength={isNew ? 8 : undefined}
        autoComplete={isNew ? 'new-password' : 'current-password'}
      />
    </Field>
  );
}
