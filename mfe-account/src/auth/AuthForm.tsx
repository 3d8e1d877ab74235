import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { apiErrorMessage, Button, i18next, type TranslationKey } from '@pylands/shared-ui';

export const Card = styled.section`
  max-width: 440px;
  margin: 48px auto;
  padding: 32px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 18px;
`;

export { FormField as Field } from '@pylands/shared-ui';

export const FormError = styled.p`
  color: ${(p) => p.theme.colors.danger};
  margin: 0 0 12px;
`;

/** The text a user should read for a failed call: the server's message in their language, when it has one. */
export function errorText(error: unknown, fallback: string): string {
  return apiErrorMessage((key, options) => i18next.t(key, options), error, fallback);
}

export function useSubmit(action: () => Promise<void>, fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorText(e, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, onSubmit };
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={busy} aria-busy={busy} style={{ width: '100%' }}>
      {busy ? t('common.loading') : children}
    </Button>
  );
}

export const FieldHint = styled.span`
  color: ${(p) => p.theme.colors.danger};
  font-weight: 400;
  font-size: 0.9rem;
`;

export const Notice = styled.p`
  padding: 12px 14px;
  border-radius: 10px;
  background: ${(p) => p.theme.colors.background};
  border: 1px solid ${(p) => p.theme.colors.primary};
`;

/**
 * A field checked as the user types: `error` is shown once the field was touched (or a submit was
 * tried), so an empty form does not greet the user with red text.
 */
export function useCheckedField(check: (value: string) => TranslationKey | null, initial = '') {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const problem = check(value);
  return {
    value,
    setValue,
    problem,
    error: touched ? problem : null,
    touch: () => setTouched(true),
    inputProps: {
      value,
      onChange: (e: { target: { value: string } }) => {
        setValue(e.target.value);
        setTouched(true);
      },
      onBlur: () => setTouched(true),
      'aria-invalid': touched && problem !== null,
    },
  };
}
