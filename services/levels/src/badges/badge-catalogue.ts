import { listCourses, loadQuiz } from '@pylands/content';
import type { Badge, BadgeKind } from '@pylands/contracts';

/** A badge as the catalogue defines it, before a student earns it. */
export type BadgeDefinition = Omit<Badge, 'earned' | 'earned_at'>;

export const chapterBadgeId = (courseId: string, chapterId: number) => `chapter:${courseId}:${chapterId}`;
export const quizBadgeId = (courseId: string, chapterId: number) => `quiz:${courseId}:${chapterId}`;

/** Solved challenges that earn the five-challenges badge. */
export const FIVE_CHALLENGES = 5;
/** Consecutive UTC days with a completed level that earn the streak badge. */
export const STREAK_DAYS = 7;

function single(kind: BadgeKind, name: string, description: string): BadgeDefinition {
  return { id: kind, kind, name, description, course_id: null, chapter_id: null, chapter_name: null };
}

let cache: BadgeDefinition[] | undefined;

/**
 * Every badge in course order: each chapter of both courses (the Creative sandbox is no chapter)
 * followed by its quiz, then challenges, the streak and creative levels.
 */
export function badgeCatalogue(): BadgeDefinition[] {
  cache ??= [
    ...listCourses().flatMap((course) =>
      course.chapters.flatMap((chapter): BadgeDefinition[] => {
        const where = { course_id: course.id, chapter_id: chapter.id, chapter_name: chapter.name };
        const badges: BadgeDefinition[] = [
          {
            id: chapterBadgeId(course.id, chapter.id),
            kind: 'chapter',
            name: `${chapter.name} Complete`,
            description: `Complete every level of ${chapter.name} in ${course.name}.`,
            ...where,
          },
        ];
        if (loadQuiz(course.id, chapter.id))
          badges.push({
            id: quizBadgeId(course.id, chapter.id),
            kind: 'quiz',
            name: `${chapter.name} Quiz`,
            description: `Pass the ${chapter.name} quiz.`,
            ...where,
          });
        return badges;
      }),
    ),
    single('first-challenge', 'First Challenge', 'Solve your first challenge.'),
    single('five-challenges', 'Challenge Champion', `Solve ${FIVE_CHALLENGES} challenges.`),
    single('streak-7', '7-Day Streak', `Complete levels on ${STREAK_DAYS} days in a row.`),
    single('first-creative', 'Level Designer', 'Share your first creative level with others.'),
  ];
  return cache;
}

export function badgeDefinition(id: string): BadgeDefinition | undefined {
  return badgeCatalogue().find((badge) => badge.id === id);
}
