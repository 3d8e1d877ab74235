import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, Skeleton, TitlePage, type RemoteAppProps } from '@pylands/shared-ui';
import { getRunner } from './run/runner-instance';

// Start Python as soon as this small entry loads, while the play screen's larger chunk (editor,
// renderer) is still on its way, so Run is ready sooner.
getRunner();

const PlayPage = lazy(() => import('./play/PlayPage').then((module) => ({ default: module.PlayPage })));

export default function App({ page }: RemoteAppProps) {
  const { t } = useTranslation();
  if (page === 'challenges') return <TitlePage titleKey="page.challenges" />;
  if (page === 'challenge') return <TitlePage titleKey="page.challenge" />;
  return (
    <Suspense
      fallback={
        <Page>
          <Skeleton label={t('common.loading')} />
        </Page>
      }
    >
      <PlayPage />
    </Suspense>
  );
}
