import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '@pylands/shared-ui';
import { UnlockLink } from './UnlockLink';

const Box = styled.section`
  display: grid;
  gap: 8px;
  justify-items: start;
  padding: 16px;
  border-radius: ${(p) => p.theme.radius};
  border: 2px solid ${(p) => p.theme.colors.locked};
  background: ${(p) => p.theme.colors.surface};
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
  }
`;

/** A challenge whose chapter is not open to this visitor or student, with the way to unlock it. */
export function LockedNotice() {
  const { t } = useTranslation();
  return (
    <Box role="status" data-testid="challenge-locked">
      <h2>
        <Icon name="lock" /> {t('challenges.lockedTitle')}
      </h2>
      <p>{t('challenges.lockedText')}</p>
      <UnlockLink />
    </Box>
  );
}
