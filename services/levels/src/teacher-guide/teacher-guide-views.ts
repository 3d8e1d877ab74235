import {
  listCourses,
  loadChapterGuide,
  loadCourseGuide,
  type ChapterContent,
  type CourseContent,
} from '@pylands/content';
import type { TeacherGuideChapter, TeacherGuideChapterRef, TeacherGuideIndex } from '@pylands/contracts';

/** A guide file missing for a listed chapter is a content bug (the content test guards it). */
function guideOf(course: CourseContent, chapter: ChapterContent) {
  const guide = loadChapterGuide(course.id, chapter.id);
  if (!guide) throw new Error(`No teacher's guide for ${course.id} chapter ${chapter.id}`);
  return guide;
}

export function teacherGuideIndex(): TeacherGuideIndex {
  return {
    courses: listCourses().map((course) => {
      const overview = loadCourseGuide(course.id);
      if (!overview) throw new Error(`No teacher's guide overview for ${course.id}`);
      return {
        course_id: course.id,
        name: course.name,
        summary: overview.summary,
        audience: overview.audience,
        how_to_use: overview.howToUse,
        chapters: course.chapters.map((chapter) => ({
          chapter_id: chapter.id,
          name: chapter.name,
          concept: guideOf(course, chapter).concept,
          level_count: chapter.levels.length,
        })),
      };
    }),
  };
}

/** Every chapter of both courses in guide order, for previous / next. */
function chapterRefs(): TeacherGuideChapterRef[] {
  return listCourses().flatMap((course) =>
    course.chapters.map((chapter) => ({ course_id: course.id, chapter_id: chapter.id, name: chapter.name })),
  );
}

/** One chapter's guide; the levels' reference solutions only when `withSolutions`. */
export function teacherGuideChapter(
  course: CourseContent,
  chapter: ChapterContent,
  withSolutions: boolean,
): TeacherGuideChapter {
  const guide = guideOf(course, chapter);
  const teaches = new Map(guide.levels.map((level) => [level.slug, level.teaches]));
  const refs = chapterRefs();
  const at = refs.findIndex((ref) => ref.course_id === course.id && ref.chapter_id === chapter.id);
  return {
    course_id: course.id,
    course_name: course.name,
    chapter_id: chapter.id,
    chapter_name: chapter.name,
    concept: guide.concept,
    levels: chapter.levels.map((level) => ({
      slug: level.slug,
      name: level.name,
      level_index: level.levelIndex,
      teaches: teaches.get(level.slug) ?? '',
      solution: withSolutions ? level.solution : null,
    })),
    mistakes: guide.mistakes,
    discussion_questions: guide.questions,
    lesson_plan: guide.lessonPlan,
    lesson_minutes: guide.lessonPlan.reduce((sum, step) => sum + step.minutes, 0),
    solutions_visible: withSolutions,
    previous: refs[at - 1] ?? null,
    next: refs[at + 1] ?? null,
  };
}
