import type { Badge } from '@pylands/contracts';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '@pylands/shared-ui';

export interface BadgeText {
  name: string;
  /** What it is for once earned, or how to earn it while locked. */
  detail: string;
}

/**
 * A badge's words in the reader's language: the locale's text for its kind, filled with its chapter
 * name and course (the contract's English `name` and `description` stay the server's own); `courseLabel`
 * gives a course's name key (shared-ui's course options).
 */
export function badgeText(
  badge: Badge,
  t: TFunction,
  courseLabel: (courseId: string) => TranslationKey | undefined,
): BadgeText {
  const label = badge.course_id ? courseLabel(badge.course_id) : undefined;
  const values = {
    chapter: badge.chapter_name ?? `${badge.chapter_id ?? ''}`,
    course: label ? t(label) : (badge.course_id ?? ''),
  };
  const base = `awards.badge.${badge.kind}`;
  return {
    name: t(`${base}.name` as TranslationKey, values),
    detail: badge.earned
      ? t(`${base}.done` as TranslationKey, values)
      : t('awards.badges.howTo', { how: t(`${base}.how` as TranslationKey, values) }),
  };
}

export interface BadgeGroup {
  /** The course of its chapter and quiz badges; null for the badges of no course. */
  courseId: string | null;
  badges: Badge[];
}

/**
 * The grid's two parts: earned badges newest first, then the locked ones grouped by course in the
 * server's (course) order, the badges of no course last, so a long list reads course by course.
 */
export function badgeSections(badges: readonly Badge[]): { earned: Badge[]; locked: BadgeGroup[] } {
  const time = (b: Badge) => (b.earned_at ? Date.parse(b.earned_at) : 0);
  const locked: BadgeGroup[] = [];
  for (const badge of badges.filter((b) => !b.earned)) {
    let group = locked.find((g) => g.courseId === badge.course_id);
    if (!group) locked.push((group = { courseId: badge.course_id, badges: [] }));
    group.badges.push(badge);
  }
  return {
    earned: badges.filter((b) => b.earned).sort((a, b) => time(b) - time(a)),
    locked: [...locked.filter((g) => g.courseId), ...locked.filter((g) => !g.courseId)],
  };
}
