import { useCourseData, useSession } from '@pylands/shared-ui';
import { nextStep, previousStep } from '../navigation/level-navigation';

/** The level's chapter and where Next and Previous lead (doc 1 §4 next-level availability). */
export function usePlayNavigation(courseId: string, slug: string) {
  const user = useSession((s) => s.user);
  const course = useCourseData(courseId);
  const chapter = course.data?.chapters.find((c) => c.level_data.some((l) => l.slug === slug));
  const context = {
    course: course.data,
    courseId,
    slug,
    classDetails: user?.class_details ?? null,
    isStudent: !!user?.is_student,
  };
  const nextTarget = nextStep(context);
  const previousTarget = previousStep(context);
  const next = nextTarget.reason === 'NONE' ? (nextTarget.level ?? null) : null;
  return { chapter, nextTarget, previousTarget, next };
}
