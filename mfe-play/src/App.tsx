import { useTranslation } from 'react-i18next';
import { Page, Skeleton, TitlePage, type RemoteAppProps } from '@pylands/shared-ui';
import { getRunner } from './run/runner-instance';
import { prefetchPlayPage, usePlayPage } from './play/usePlayPage';

// Start Python (when index.html's inline script has not) and the play screen's larger chunk
// (editor, renderer) as soon as this small entry loads, so Run is ready sooner.
getRunner();
prefetchPlayPage();

function Play() {
  const { t } = useTranslation();
  const PlayPage = usePlayPage();
  if (!PlayPage)
    return (
      <Page>
        <Skeleton label={t('common.loading')} />
      </Page>
    );
  return <PlayPage />;
}

export default function App({ page }: RemoteAppProps) {
  if (page === 'challenges') return <TitlePage titleKey="page.challenges" />;
  if (page === 'challenge') return <TitlePage titleKey="page.challenge" />;
  return <Play />;
}
