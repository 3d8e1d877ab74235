import fs from 'fs';
import path from 'path';
import { getCourse, listCourses } from '../catalog/catalog';
import { COURSES_DIR } from '../loader/paths';
import { quizSchema, type Quiz } from './quiz-schema';

export function quizFile(courseId: string, chapterId: number): string {
  return path.join(COURSES_DIR, courseId, 'quizzes', `chapter-${chapterId}.json`);
}

/**
 * The quiz of a chapter, or undefined when the course has no such chapter or the chapter no quiz.
 * A quiz file that breaks the schema or names another chapter throws: that is a content bug.
 */
export function loadQuiz(courseId: string, chapterId: number): Quiz | undefined {
  const chapter = getCourse(courseId)?.chapters.find((c) => c.id === chapterId);
  if (!chapter) return undefined;
  const file = quizFile(courseId, chapterId);
  if (!fs.existsSync(file)) return undefined;
  const parsed = quizSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  const quiz = parsed.data;
  if (quiz.courseId !== courseId || quiz.chapterId !== chapterId)
    throw new Error(`${file} is for ${quiz.courseId} chapter ${quiz.chapterId}`);
  return quiz;
}

/** Every chapter's quiz in course order; chapters without one are left out. */
export function listQuizzes(): Quiz[] {
  return listCourses().flatMap((course) =>
    course.chapters.flatMap((chapter) => loadQuiz(course.id, chapter.id) ?? []),
  );
}
