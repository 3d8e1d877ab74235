import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Badge } from '@pylands/contracts';
import { courseOption, formatDate, Icon, VisuallyHidden } from '@pylands/shared-ui';
import { Round } from './award-styles';
import { BADGE_COLOURS, BadgeIcon } from './BadgeIcon';
import { badgeText } from './badge-text';

const Card = styled.li<{ $colour: string; $earned: boolean }>`
  position: relative;
  display: grid;
  justify-items: center;
  align-content: start;
  gap: 8px;
  padding: 18px 14px 16px;
  text-align: center;
  border-radius: 16px;
  border: 1px solid ${(p) => (p.$earned ? p.$colour : p.theme.colors.border)};
  background: ${(p) =>
    p.$earned
      ? `linear-gradient(180deg, ${p.$colour}22, ${p.theme.colors.surface} 70%)`
      : p.theme.colors.surface};
  h3 {
    margin: 0;
    font-size: 1rem;
    color: ${(p) => (p.$earned ? p.theme.colors.text : p.theme.colors.textMuted)};
  }
  p {
    margin: 0;
    font-size: 0.85rem;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Medal = styled(Round)<{ $colour: string; $earned: boolean }>`
  color: ${(p) => (p.$earned ? p.$colour : p.theme.colors.locked)};
  background: ${(p) => (p.$earned ? `${p.$colour}26` : p.theme.colors.surfaceRaised)};
  border: 3px solid ${(p) => (p.$earned ? p.$colour : p.theme.colors.border)};
  box-shadow: ${(p) => (p.$earned ? `0 0 18px ${p.$colour}40` : 'none')};
  opacity: ${(p) => (p.$earned ? 1 : 0.55)};
`;

const LockMark = styled.span`
  position: absolute;
  top: 10px;
  inset-inline-end: 10px;
  color: ${(p) => p.theme.colors.locked};
`;

const When = styled.p<{ $colour: string }>`
  && {
    color: ${(p) => p.$colour};
    font-weight: 700;
  }
`;

/** One badge: in its colour with the day it was earned, or greyed with how to earn it. */
export function BadgeCard({ badge }: { badge: Badge }) {
  const { t, i18n } = useTranslation();
  const { name, detail } = badgeText(badge, t, (id) => courseOption(id)?.label);
  const colour = BADGE_COLOURS[badge.kind];
  return (
    <Card $colour={colour} $earned={badge.earned} data-badge={badge.id} data-earned={badge.earned}>
      {!badge.earned && (
        <LockMark>
          <Icon name="lock" size={16} />
          <VisuallyHidden>{t('awards.badges.locked')}</VisuallyHidden>
        </LockMark>
      )}
      <Medal $size={72} $colour={colour} $earned={badge.earned}>
        <BadgeIcon kind={badge.kind} />
      </Medal>
      <h3>{name}</h3>
      <p>{detail}</p>
      {badge.earned && badge.earned_at && (
        <When $colour={colour}>
          {t('awards.badges.earnedOn', { date: formatDate(i18n.language, badge.earned_at, 'long') })}
        </When>
      )}
    </Card>
  );
}
