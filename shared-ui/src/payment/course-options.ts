import { API_PATHS, type CoursePlanKey } from '@pylands/contracts';
import type { TranslationKey } from '../i18n/i18n';

/**
 * The course option of doc 1 §3 (value, label, firstLevel, description, chapters, image, hoverImage,
 * planKey, logo). Labels, descriptions and chapter names are locale keys; the pictures are the
 * guide's maps of a level at the start and one further on, so a parent sees what a child plays.
 */
export interface CourseOption {
  value: string;
  label: TranslationKey;
  firstLevel: string;
  description: TranslationKey;
  chapters: readonly TranslationKey[];
  image: string;
  hoverImage: string;
  planKey: CoursePlanKey;
  /** A short mark drawn on the card (an emoji: no image to load). */
  logo: string;
}

export const COURSE_OPTIONS: readonly CourseOption[] = [
  {
    value: 'python',
    label: 'course.python.label',
    firstLevel: 'intro-level1',
    description: 'course.python.description',
    chapters: [
      'course.python.chapter1',
      'course.python.chapter2',
      'course.python.chapter3',
      'course.python.chapter4',
      'course.python.chapter5',
      'course.python.chapter6',
      'course.python.chapter7',
      'course.python.chapter8',
    ],
    image: API_PATHS.level.guide('python', 'intro-level1'),
    hoverImage: API_PATHS.level.guide('python', 'loops-level3'),
    planKey: 'python_course',
    logo: '🐍',
  },
  {
    value: 'advanced-python',
    label: 'course.advanced.label',
    firstLevel: 'generators-level1',
    description: 'course.advanced.description',
    chapters: [
      'course.advanced.chapter1',
      'course.advanced.chapter2',
      'course.advanced.chapter3',
      'course.advanced.chapter4',
      'course.advanced.chapter5',
      'course.advanced.chapter6',
    ],
    image: API_PATHS.level.guide('advanced-python', 'generators-level1'),
    hoverImage: API_PATHS.level.guide('advanced-python', 'decorators-level2'),
    planKey: 'advanced_python_course',
    logo: '🚀',
  },
];

/** A course slug (python) or plan key (python_course) to its option. */
export function courseOption(course: string): CourseOption | undefined {
  return COURSE_OPTIONS.find((option) => option.value === course || option.planKey === course);
}
