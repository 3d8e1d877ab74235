import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Page, Skeleton, localePath, useLng, useSession } from '@pylands/shared-ui';

/** Login-required routes send anonymous visitors to /{lng}/login. */
export function Protected({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const lng = useLng();
  if (status === 'anonymous') return <Navigate to={localePath(lng, 'login')} replace />;
  if (status !== 'signed-in')
    return (
      <Page>
        <Skeleton label={t('common.loading')} />
      </Page>
    );
  return <>{children}</>;
}
