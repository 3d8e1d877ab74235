import type { Chapter } from '@pylands/contracts';

/** The chapter id of a quiz route (`/{lng}/quiz/{course}/{chapter}/…`), else null. */
export function quizChapterOfPath(pathname: string): number | null {
  const match = /\/quiz\/[^/]+\/(\d+)(?:\/|$)/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/**
 * A chapter's Quiz row: level/course sends `quiz_exists` only to students of classes with quizzes
 * on (000 §2), so the server's flag alone decides; done once the quiz is passed.
 */
export function quizRow(
  chapter: Pick<Chapter, 'id' | 'quiz_exists' | 'quiz_complete'>,
  courseId: string,
  pathname: string,
): { to: string; done: boolean; current: boolean } | null {
  if (!chapter.quiz_exists) return null;
  return {
    to: `quiz/${courseId}/${chapter.id}/question/1`,
    done: chapter.quiz_complete,
    current: quizChapterOfPath(pathname) === chapter.id && pathname.includes(`/quiz/${courseId}/`),
  };
}
