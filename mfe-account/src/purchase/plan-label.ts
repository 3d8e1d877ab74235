import { useTranslation } from 'react-i18next';
import { courseOption } from '@pylands/shared-ui';

/** A plan name (python_course, parent_yearly, organization_small_monthly) in the reader's words. */
export function usePlanLabel(): (planName: string) => string {
  const { t } = useTranslation();
  return (planName) => {
    const course = courseOption(planName);
    if (course) return t(course.label);
    const match = /^(parent|organization_small|organization_large)_(monthly|yearly)$/.exec(planName);
    if (!match) return planName;
    return t('plan.withInterval', {
      plan: t(`plan.${match[1] as 'parent' | 'organization_small' | 'organization_large'}`),
      interval: t(`purchase.interval.${match[2] as 'monthly' | 'yearly'}`),
    });
  };
}
