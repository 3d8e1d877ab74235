import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChallengeSummary } from '@pylands/contracts';
import { Icon, LocaleLink } from '@pylands/shared-ui';
import { DifficultyBadge } from './DifficultyBadge';
import { UnlockLink } from './UnlockLink';

const Row = styled.li<{ $locked: boolean }>`
  display: grid;
  grid-template-columns: 28px minmax(0, 1fr) 96px 104px;
  align-items: center;
  gap: 12px;
  padding: 10px 14px;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => (p.$locked ? p.theme.colors.textMuted : p.theme.colors.text)};
  > :nth-child(3) {
    justify-self: start;
  }
  > :nth-child(4) {
    justify-self: end;
  }
  @media (max-width: 520px) {
    grid-template-columns: 28px minmax(0, 1fr) auto;
    grid-template-areas: 'mark title title' '. badge action';
    row-gap: 6px;
    > :nth-child(1) {
      grid-area: mark;
    }
    > :nth-child(2) {
      grid-area: title;
    }
    > :nth-child(3) {
      grid-area: badge;
      justify-self: start;
    }
    > :nth-child(4) {
      grid-area: action;
    }
  }
`;

const Mark = styled.span<{ $solved: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${(p) => (p.$solved ? p.theme.colors.primary : 'transparent')};
  color: ${(p) => (p.$solved ? p.theme.colors.primaryText : p.theme.colors.locked)};
  border: 2px solid ${(p) => (p.$solved ? p.theme.colors.primary : p.theme.colors.border)};
`;

const Title = styled(LocaleLink)`
  color: inherit;
  font-weight: 700;
  font-size: 1.05rem;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Solved = styled.span`
  color: ${(p) => p.theme.colors.primary};
  font-weight: 700;
`;

/** One challenge: solved check (or lock), title, difficulty, and a way to unlock a locked one. */
export function ChallengeRow({ challenge }: { challenge: ChallengeSummary }) {
  const { t } = useTranslation();
  const { solved, locked, title } = challenge;
  return (
    <Row $locked={locked} data-challenge={challenge.slug} data-solved={solved} data-locked={locked}>
      <Mark
        $solved={solved}
        role={solved || locked ? 'img' : undefined}
        aria-label={solved ? t('challenges.solved') : locked ? t('challenges.locked') : undefined}
      >
        {solved ? <Icon name="check" size={18} /> : locked ? <Icon name="lock" size={16} /> : null}
      </Mark>
      <Title to={`challenge/${challenge.slug}`} aria-label={t('challenges.open', { title })}>
        <span lang="en">{title}</span>
      </Title>
      <DifficultyBadge difficulty={challenge.difficulty} />
      {locked ? (
        <UnlockLink label={t('challenges.unlockLabel', { title })} />
      ) : solved ? (
        <Solved>{t('challenges.solved')}</Solved>
      ) : (
        <span />
      )}
    </Row>
  );
}
