import { TEACHER_GUIDE_SEGMENTS } from '@pylands/contracts';
import { z } from 'zod';

/**
 * The teacher's guide (issue 23): one file per chapter, courses/<course>/teacher-guide/chapter-<id>.json,
 * and a course overview, courses/<course>/teacher-guide/course.json. Reference solutions are not
 * here: they are the levels' own solution.py, so a guide can never show a stale one.
 */

const text = z.string().trim().min(1);

/** The parts of a lesson, in the order a lesson runs them (the contract's list). */
export const LESSON_SEGMENTS = TEACHER_GUIDE_SEGMENTS;

/** A lesson of "about 45 minutes". */
export const LESSON_MINUTES = { min: 40, max: 50 } as const;

export const guideLevelSchema = z.object({
  slug: text,
  /** One line: what the level teaches. */
  teaches: text,
});

export const guideMistakeSchema = z.object({ mistake: text, help: text });

export const lessonStepSchema = z.object({
  segment: z.enum(LESSON_SEGMENTS),
  minutes: z.number().int().min(1).max(30),
  activity: text,
});

export const chapterGuideSchema = z.object({
  courseId: text,
  chapterId: z.number().int().positive(),
  /** The chapter's name, as in course.json. */
  title: text,
  /** The idea of the chapter in plain words (inline `code` allowed). */
  concept: text,
  /** Every level of the chapter, in play order. */
  levels: z.array(guideLevelSchema).min(1),
  mistakes: z.array(guideMistakeSchema).min(3).max(5),
  questions: z.array(text).min(3).max(5),
  lessonPlan: z
    .array(lessonStepSchema)
    .length(LESSON_SEGMENTS.length)
    .refine((steps) => steps.every((step, i) => step.segment === LESSON_SEGMENTS[i]), {
      message: `the lesson plan's segments are ${LESSON_SEGMENTS.join(', ')}, in that order`,
    })
    .refine(
      (steps) => {
        const total = steps.reduce((sum, step) => sum + step.minutes, 0);
        return total >= LESSON_MINUTES.min && total <= LESSON_MINUTES.max;
      },
      { message: `a lesson lasts ${LESSON_MINUTES.min}–${LESSON_MINUTES.max} minutes` },
    ),
});

export const courseGuideSchema = z.object({
  courseId: text,
  /** What the course covers. */
  summary: text,
  /** Who it is for. */
  audience: text,
  /** How to teach with it. */
  howToUse: text,
});

export type ChapterGuide = z.infer<typeof chapterGuideSchema>;
export type CourseGuide = z.infer<typeof courseGuideSchema>;
export type LessonStep = z.infer<typeof lessonStepSchema>;
export type LessonSegment = LessonStep['segment'];
