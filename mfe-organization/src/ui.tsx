import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { apiErrorMessage, Button, i18next, Table as SharedTable } from '@pylands/shared-ui';

export const Field = styled.label`
  display: grid;
  gap: 6px;
  margin-bottom: 14px;
  font-weight: 600;
  input,
  select,
  textarea {
    padding: 9px 12px;
    border-radius: 10px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    font-weight: 400;
  }
`;

export const Check = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-bottom: 10px;
`;

export const FormError = styled.p`
  color: ${(p) => p.theme.colors.danger};
  margin: 0 0 12px;
`;

export const Notice = styled.p`
  padding: 12px 14px;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.primary};
`;

export const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  margin: 12px 0;
`;

export const Table = styled(SharedTable)`
  margin: 12px 0;
`;

/** The text a user should read for a failed call: the server's message in their language, when it has one. */
export function errorText(error: unknown, fallback: string): string {
  return apiErrorMessage((key, options) => i18next.t(key, options), error, fallback);
}

/** Loads once (and again on `reload`): data, error text, loading flag. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[] = []) {
  const { t } = useTranslation();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);
  useEffect(() => {
    let live = true;
    setError(null);
    run().then(
      (value) => live && setData(value),
      (e: unknown) => live && setError(errorText(e, t('common.errorOccurred'))),
    );
    return () => {
      live = false;
    };
  }, [run, version, t]);
  return { data, error, reload: () => setVersion((v) => v + 1) };
}

/** A form's submit: busy flag and the error to show. */
export function useSubmit(action: () => Promise<void>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorText(e, t('common.errorOccurred')));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, onSubmit };
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={busy} aria-busy={busy}>
      {busy ? t('common.loading') : children}
    </Button>
  );
}
