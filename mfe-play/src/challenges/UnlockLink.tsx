import { useTranslation } from 'react-i18next';
import { purchasePath, rolesOf } from '@pylands/contracts';
import { Button, Icon, LocaleLink, useSession } from '@pylands/shared-ui';

/** Where a locked challenge leads: a parent (or family) buys at /purchase, a school at /schools. */
export function UnlockLink({ label }: { label?: string }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const teacherOrAdmin = user?.user_details?.user_type === 1 || user?.user_details?.user_type === 2;
  const to = teacherOrAdmin ? 'schools' : purchasePath(rolesOf(user));
  return (
    <Button as={LocaleLink} to={to} $variant="secondary" $small aria-label={label}>
      <Icon name="lock" size={16} /> {t('challenges.unlock')}
    </Button>
  );
}
