import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Icon, LocaleLink, useSession } from '@pylands/shared-ui';
import { AccountMenu } from './AccountMenu';
import { LanguagePicker } from './LanguagePicker';
import { LoginTooltip } from './LoginTooltip';
import { Logo } from './Logo';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  height: ${(p) => p.theme.layout.headerHeight}px;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0 16px;
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  /* Button labels never wrap: on a phone the spacer gives way instead. */
  white-space: nowrap;
  & > a,
  & > button {
    flex-shrink: 0;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const MenuButton = styled(Button)`
  font-size: 1.3rem;
  padding: 6px 10px;
`;

const VoteLink = styled.a`
  color: ${(p) => p.theme.colors.textMuted};
  text-decoration: none;
  font-size: 0.9rem;
  @media (max-width: 900px) {
    display: none;
  }
`;

export function Header({
  onToggleSidebar,
  sidebarOpen,
}: {
  onToggleSidebar: () => void;
  sidebarOpen: boolean;
}) {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  return (
    <Bar>
      <MenuButton
        $variant="ghost"
        onClick={onToggleSidebar}
        aria-expanded={sidebarOpen}
        aria-label={sidebarOpen ? t('sidebar.close') : t('sidebar.open')}
      >
        <Icon name="menu" size={22} />
      </MenuButton>
      <Logo />
      <Spacer />
      <VoteLink href="https://github.com/pylands/pylands/discussions" target="_blank" rel="noreferrer">
        {t('header.voteForFeatures')}
      </VoteLink>
      <LanguagePicker />
      {status === 'signed-in' ? (
        <AccountMenu />
      ) : (
        <>
          <Button as={LocaleLink} to="signup" $small>
            {t('header.signUp')}
          </Button>
          <Button as={LocaleLink} to="login" $variant="secondary" $small>
            {t('header.logIn')}
          </Button>
        </>
      )}
      <LoginTooltip />
    </Bar>
  );
}
