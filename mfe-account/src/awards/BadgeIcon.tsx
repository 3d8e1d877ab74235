import type { ReactNode } from 'react';
import type { BadgeKind } from '@pylands/contracts';
import { Icon, type IconName } from '@pylands/shared-ui';

/** Two pictures the shared icon set lacks, drawn on its 24×24 grid with its round 2 px strokes. */
const OWN_ICONS: Partial<Record<BadgeKind, ReactNode>> = {
  // A flame: days in a row "on fire".
  'streak-7': (
    <path d="M12 22c4 0 7-2.7 7-6.8 0-3.6-2.4-6-4.1-8.2-.4 2-1.5 3.4-2.9 4-.3-3.4-2-6.4-4.5-8 .2 2.8-1 4.7-2.3 6.5C4.1 11.3 5 13.7 5 15.2 5 19.3 8 22 12 22z" />
  ),
  // A paintbrush: a level of your own.
  'first-creative': (
    <>
      <path d="m14.6 9.4 6-6a1.4 1.4 0 0 1 2 2l-6 6" />
      <path d="M11 10.5 13.5 13" />
      <path d="M9.5 12a3.5 3.5 0 0 0-3.4 3c-.3 2-1.3 3.6-3.1 4.5 3.2 1.2 6.8.9 8.6-1a3.5 3.5 0 0 0-2.1-6.5z" />
    </>
  ),
};

const SHARED_ICONS: Partial<Record<BadgeKind, IconName>> = {
  chapter: 'book',
  quiz: 'quiz',
  'first-challenge': 'star',
  'five-challenges': 'trophy',
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
  const own = OWN_ICONS[kind];
  if (!own) return <Icon name={SHARED_ICONS[kind] ?? 'award'} size={size} />;
  return (
    <svg
      data-icon={kind}
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {own}
    </svg>
  );
}
