import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, Skeleton, type RemoteAppProps } from '@pylands/shared-ui';
import { getRunner } from './run/runner-instance';
import { prefetchPlayPage, usePlayPage } from './play/usePlayPage';

// Start Python (when index.html's inline script has not) and the play screen's larger chunk
// (editor, renderer) as soon as this small entry loads, so Run is ready sooner.
getRunner();
prefetchPlayPage();

// The challenge screens are their own chunks (the editor comes with the challenge page).
const ChallengesPage = lazy(() =>
  import('./challenges/ChallengesPage').then((m) => ({ default: m.ChallengesPage })),
);
const ChallengePage = lazy(() =>
  import('./challenges/ChallengePage').then((m) => ({ default: m.ChallengePage })),
);

function Loading() {
  const { t } = useTranslation();
  return (
    <Page>
      <Skeleton label={t('common.loading')} />
    </Page>
  );
}

function Play() {
  const PlayPage = usePlayPage();
  if (!PlayPage) return <Loading />;
  return <PlayPage />;
}

export default function App({ page }: RemoteAppProps) {
  if (page === 'challenges' || page === 'challenge')
    return (
      <Suspense fallback={<Loading />}>
        {page === 'challenges' ? <ChallengesPage /> : <ChallengePage />}
      </Suspense>
    );
  return <Play />;
}
