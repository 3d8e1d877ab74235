import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { localePath, SNACKBAR_AUTO_HIDE_MS, useLng } from '@pylands/shared-ui';

const Snackbar = styled.div<{ $ok: boolean }>`
  position: fixed;
  bottom: 24px;
  inset-inline: 0;
  margin-inline: auto;
  width: fit-content;
  padding: 12px 20px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => (p.$ok ? p.theme.colors.primary : p.theme.colors.danger)};
  color: ${(p) => (p.$ok ? p.theme.colors.primaryText : '#fff')};
  font-weight: 700;
  z-index: 1100;
`;

/** The email-verification return: ?email_verified=True|False shows a snackbar and goes home. */
export function EmailVerifiedNotice() {
  const { t } = useTranslation();
  const lng = useLng();
  const location = useLocation();
  const navigate = useNavigate();
  const [result, setResult] = useState<boolean | null>(null);

  useEffect(() => {
    const value = new URLSearchParams(location.search).get('email_verified');
    if (value === null) return;
    setResult(value.toLowerCase() === 'true');
    navigate(localePath(lng), { replace: true });
  }, [location.search, lng, navigate]);

  useEffect(() => {
    if (result === null) return;
    const timer = setTimeout(() => setResult(null), SNACKBAR_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [result]);

  if (result === null) return null;
  return (
    <Snackbar role="status" $ok={result}>
      {result ? t('emailVerified.success') : t('emailVerified.error')}
    </Snackbar>
  );
}
