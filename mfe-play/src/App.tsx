import { TitlePage, type RemoteAppProps } from '@pylands/shared-ui';
import { PlayPage } from './play/PlayPage';
import { getRunner } from './run/runner-instance';

// Start Python as soon as the play remote loads, so Run is ready when the child is.
getRunner();

export default function App({ page }: RemoteAppProps) {
  if (page === 'challenges') return <TitlePage titleKey="page.challenges" />;
  if (page === 'challenge') return <TitlePage titleKey="page.challenge" />;
  return <PlayPage />;
}
