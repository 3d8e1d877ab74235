import { getCourse, listQuizzes, type Quiz } from '@pylands/content';

/** Content does not change while the service runs: the quizzes are read and checked once. */
let byChapter: Map<string, Quiz> | null = null;

const key = (courseId: string, chapterId: number) => `${courseId}\u0000${chapterId}`;

function quizzes(): Map<string, Quiz> {
  byChapter ??= new Map(listQuizzes().map((quiz) => [key(quiz.courseId, quiz.chapterId), quiz]));
  return byChapter;
}

/** The quiz of a course's chapter; undefined when the course, the chapter or its quiz is missing. */
export function quizOf(courseId: string, chapterId: number): Quiz | undefined {
  return quizzes().get(key(courseId, chapterId));
}

/** Chapters with a quiz in content: a class with quizzes on shows their rows and is gated by them. */
export function chapterHasQuiz(courseId: string, chapterId: number): boolean {
  return quizzes().has(key(courseId, chapterId));
}

/**
 * The chapter id a quiz route names: a chapter id, or `chapter-{n}`, the course's n-th chapter
 * (1-based), which the quiz page falls back to when it has no chapter id (000 §4). Null: neither.
 */
export function quizChapterId(courseId: string, param: string): number | null {
  if (/^\d{1,6}$/.test(param)) return Number(param);
  const position = /^chapter-(\d{1,4})$/.exec(param);
  if (!position) return null;
  return getCourse(courseId)?.chapters[Number(position[1]) - 1]?.id ?? null;
}
