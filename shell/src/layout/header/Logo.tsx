import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, LocaleLink } from '@pylands/shared-ui';

const Brand = styled(LocaleLink)`
  display: flex;
  align-items: center;
  gap: 10px;
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  font-weight: 800;
  font-size: 1.35rem;
  letter-spacing: 0.02em;
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 10px;
  background: linear-gradient(135deg, #3fbf5f, #2a8f6a);
  color: #06210f;
  font-size: 1.1rem;
`;

/** The word beside the mark; phones keep only the mark so the sign-up buttons fit. */
const Word = styled.span`
  @media (max-width: 520px) {
    display: none;
  }
`;

export function Logo() {
  const { t } = useTranslation();
  return (
    <Brand to="" aria-label={t('app.name')}>
      <Mark aria-hidden>
        <Icon name="snake" size={26} strokeWidth={2.6} />
      </Mark>
      <Word>{t('app.name')}</Word>
    </Brand>
  );
}
