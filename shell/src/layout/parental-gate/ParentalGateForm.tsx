import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { ApiError, Button, FormField, localePath, useLng, useSession } from '@pylands/shared-ui';

const Field = styled(FormField)`
  margin: 16px 0;
`;

const Problem = styled.span`
  color: ${(p) => p.theme.colors.danger};
  font-weight: 400;
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
`;

/** 401 is a wrong password; 429 and others carry the server's own words (e.g. how long to wait). */
function problemText(
  error: unknown,
  t: (key: 'parentGate.wrongPassword' | 'common.errorOccurred') => string,
) {
  if (error instanceof ApiError && error.status === 401) return t('parentGate.wrongPassword');
  if (error instanceof ApiError && error.status === 429 && error.detail) return error.detail;
  return t('common.errorOccurred');
}

/**
 * The parental gate: the parent's password (checked by the server) takes a child's session back to
 * the parent's. A parent who signs in with Google (no password) logs out instead.
 */
export function ParentalGateForm({ onPassed, autoFocus = true }: { onPassed(): void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const lng = useLng();
  const navigate = useNavigate();
  const returnToParent = useSession((s) => s.returnToParent);
  const logout = useSession((s) => s.logout);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problemId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setProblem(t('parentGate.passwordRequired'));
      return;
    }
    setBusy(true);
    try {
      await returnToParent(password);
      onPassed();
    } catch (error) {
      setProblem(problemText(error, t));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('parentGate.title')}>
      <p>{t('parentGate.text')}</p>
      <Field>
        {t('parentGate.password')}
        <input
          type="password"
          autoComplete="current-password"
          // The gate opens on purpose (menu or a parent's page): the field is what comes next.
          autoFocus={autoFocus}
          value={password}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => {
            setPassword(e.target.value);
            setProblem(null);
          }}
        />
        {problem && (
          <Problem id={problemId} role="alert">
            {problem}
          </Problem>
        )}
      </Field>
      <Actions>
        <Button type="submit" disabled={busy}>
          {t('parentGate.submit')}
        </Button>
        <Button
          type="button"
          $variant="ghost"
          onClick={() => void logout().then(() => navigate(localePath(lng, 'login')))}
        >
          {t('parentGate.logOut')}
        </Button>
      </Actions>
    </form>
  );
}
