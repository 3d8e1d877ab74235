import fs from 'fs';
import { listCourses } from '../catalog/catalog';
import { loadChapterGuide, loadCourseGuide, teacherGuideDir } from './load-teacher-guide';
import { chapterGuideSchema, LESSON_SEGMENTS, type ChapterGuide } from './teacher-guide-schema';

/** Every chapter of both courses has a teacher's guide that matches the chapter (issue 23). */
const chapters = listCourses().flatMap((course) =>
  course.chapters.map((chapter) => [course.id, chapter.id, chapter.name, chapter] as const),
);

describe("teacher's guide content", () => {
  it('covers the 14 chapters of both courses, with an overview per course', () => {
    expect(chapters).toHaveLength(14);
    for (const course of listCourses()) expect(loadCourseGuide(course.id)?.courseId).toBe(course.id);
    for (const [courseId, chapterId] of chapters) expect(loadChapterGuide(courseId, chapterId)).toBeDefined();
  });

  it.each(chapters)(
    '%s chapter %i (%s): levels, mistakes, questions and a 40–50 minute lesson',
    (courseId, chapterId, name, chapter) => {
      const guide = loadChapterGuide(courseId, chapterId) as ChapterGuide;
      expect(guide.title).toBe(name);
      // Exactly the chapter's levels, in play order: a level added to or dropped from course.json fails here.
      expect(guide.levels.map((level) => level.slug)).toEqual(chapter.levels.map((level) => level.slug));
      expect(guide.mistakes.length).toBeGreaterThanOrEqual(3);
      expect(guide.mistakes.length).toBeLessThanOrEqual(5);
      expect(guide.questions.length).toBeGreaterThanOrEqual(3);
      expect(guide.questions.length).toBeLessThanOrEqual(5);
      expect(guide.lessonPlan.map((step) => step.segment)).toEqual([...LESSON_SEGMENTS]);
      const minutes = guide.lessonPlan.reduce((sum, step) => sum + step.minutes, 0);
      expect(minutes).toBeGreaterThanOrEqual(40);
      expect(minutes).toBeLessThanOrEqual(50);
    },
  );

  it('has no guide file for a chapter the course does not list', () => {
    for (const course of listCourses()) {
      const expected = ['course.json', ...course.chapters.map((c) => `chapter-${c.id}.json`)].sort();
      expect(fs.readdirSync(teacherGuideDir(course.id)).sort()).toEqual(expected);
    }
  });

  it('gives no guide for an unknown course or a chapter of another course', () => {
    expect(loadChapterGuide('python', 99)).toBeUndefined();
    expect(loadChapterGuide('python', 9)).toBeUndefined();
    expect(loadChapterGuide('no-such-course', 1)).toBeUndefined();
    expect(loadCourseGuide('no-such-course')).toBeUndefined();
  });
});

describe("teacher's guide schema", () => {
  const guide = loadChapterGuide('python', 1) as ChapterGuide;
  const withPlan = (change: (plan: ChapterGuide['lessonPlan']) => ChapterGuide['lessonPlan']) => ({
    ...guide,
    lessonPlan: change(guide.lessonPlan.map((step) => ({ ...step }))),
  });

  it('refuses a lesson shorter than 40 or longer than 50 minutes', () => {
    expect(chapterGuideSchema.safeParse(guide).success).toBe(true);
    const short = withPlan((plan) => plan.map((step) => ({ ...step, minutes: 5 })));
    const long = withPlan((plan) => plan.map((step) => ({ ...step, minutes: 11 })));
    expect(chapterGuideSchema.safeParse(short).success).toBe(false);
    expect(chapterGuideSchema.safeParse(long).success).toBe(false);
  });

  it('refuses segments out of order, and too few mistakes or questions', () => {
    expect(chapterGuideSchema.safeParse(withPlan((plan) => [...plan].reverse())).success).toBe(false);
    expect(chapterGuideSchema.safeParse({ ...guide, mistakes: guide.mistakes.slice(0, 2) }).success).toBe(
      false,
    );
    expect(chapterGuideSchema.safeParse({ ...guide, questions: guide.questions.slice(0, 2) }).success).toBe(
      false,
    );
  });
});
