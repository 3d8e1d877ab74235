import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { authApi, Button, LocaleLink, useLng, useSession } from '@pylands/shared-ui';

/** Shown once, 30 s after an anonymous visitor arrives; remembered in local storage (doc 1 §2). */
export const LOGIN_TOOLTIP_DELAY_MS = 30000;
const SEEN_KEY = 'login_tooltip_seen';

/**
 * Under the header's Log In button, never wider than the viewport (the header's `nowrap` must not
 * reach it, or the text runs off the screen). At most 72 px high: the play screen's heading keeps
 * the map below it.
 */
const Bubble = styled.div`
  position: fixed;
  top: ${(p) => p.theme.layout.headerHeight + 4}px;
  inset-inline-end: 12px;
  max-width: calc(100vw - 24px);
  box-sizing: border-box;
  white-space: normal;
  padding: 7px 10px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.primary};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.4);
  z-index: 70;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 6px;
  font-size: 0.9rem;
  line-height: 1.2;
  font-weight: 700;
  p {
    margin: 0;
  }
`;

const CloseButton = styled.button`
  background: none;
  border: none;
  padding: 0 4px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
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
    <Bubble role="status" data-testid="login-tooltip">
      <Top>
        <p>{t('header.loginTooltip')}</p>
        <CloseButton type="button" aria-label={t('common.close')} onClick={() => setOpen(false)}>
          ×
        </CloseButton>
      </Top>
      <Actions>
        {/* Always, as doc 1 §2 has it: where Google is not set up, the login page says so and offers email. */}
        <Button as="a" href={authApi.googleAuthorizeUrl(lng)} $small>
          {t('header.logInWithGoogle')}
        </Button>
        <Button as={LocaleLink} to="login" $variant="secondary" $small>
          {t('header.logInWithEmail')}
        </Button>
      </Actions>
    </Bubble>
  );
}
