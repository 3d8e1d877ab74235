import { useTranslation } from 'react-i18next';
import type { OrganizationClass } from '@pylands/contracts';
import { useCourseData } from '@pylands/shared-ui';
import { unlockedChapterNames } from './chapter-names';

/** Names of the chapters a class opens ("All" for none ticked), from the cached course data. */
export function useUnlockedChapterText(): (klass: Pick<OrganizationClass, 'unlocked_chapters'>) => string {
  const { t } = useTranslation();
  const courses = [useCourseData('python'), useCourseData('advanced-python')];
  return (klass) => {
    if (klass.unlocked_chapters.length === 0) return t('org.classes.all');
    // Until the course data arrives a short wait beats showing ids; a course that failed is skipped.
    if (courses.some((entry) => !entry.data && !entry.error)) return t('common.loading');
    return unlockedChapterNames(
      klass.unlocked_chapters,
      courses.map((entry) => entry.data),
    ).join(', ');
  };
}
