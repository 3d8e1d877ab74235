import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { authApi, Button, useLng, useSession } from '@pylands/shared-ui';

/** Shown once, 30 s after an anonymous visitor arrives; remembered in local storage (doc 1 §2). */
export const LOGIN_TOOLTIP_DELAY_MS = 30000;
const SEEN_KEY = 'login_tooltip_seen';

const Bubble = styled.div`
  position: absolute;
  right: 16px;
  top: calc(100% + 8px);
  width: 280px;
  padding: 14px 16px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.primary};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.4);
  z-index: 70;
  p {
    margin: 0 0 10px;
  }
`;

export function LoginTooltip() {
  const { t } = useTranslation();
  const lng = useLng();
  const anonymous = useSession((s) => s.status === 'anonymous');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!anonymous || localStorage.getItem(SEEN_KEY) === '1') return;
    const timer = setTimeout(() => {
      localStorage.setItem(SEEN_KEY, '1');
      setOpen(true);
    }, LOGIN_TOOLTIP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [anonymous]);

  if (!open || !anonymous) return null;
  return (
    <Bubble role="status">
      <p>{t('header.loginTooltip')}</p>
      <Button as="a" href={authApi.googleAuthorizeUrl(lng)} $small>
        {t('header.logInWithGoogle')}
      </Button>{' '}
      <Button $variant="ghost" $small onClick={() => setOpen(false)}>
        {t('common.close')}
      </Button>
    </Bubble>
  );
}
