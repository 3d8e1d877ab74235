import type { BadgeKind } from '@pylands/contracts';
import { Icon, type IconName } from '@pylands/shared-ui';

const BADGE_ICONS: Record<BadgeKind, IconName> = {
  chapter: 'book',
  quiz: 'quiz',
  'first-challenge': 'star',
  'five-challenges': 'trophy',
  'streak-7': 'flame',
  'first-creative': 'brush',
};

/** Each kind's colour, on the dark theme: what makes an earned badge stand out from a locked one. */
export const BADGE_COLOURS: Record<BadgeKind, string> = {
  chapter: '#3fbf5f',
  quiz: '#5bc0eb',
  'first-challenge': '#ffc857',
  'five-challenges': '#ff9f43',
  'streak-7': '#ff7a59',
  'first-creative': '#c39bff',
};

/** The picture of a badge kind (decorative: the card's text names the badge). */
export function BadgeIcon({ kind, size = 36 }: { kind: BadgeKind; size?: number }) {
  return <Icon name={BADGE_ICONS[kind]} size={size} />;
}
