import { useParams } from 'react-router';
import { TitlePage, type RemoteAppProps, type TranslationKey } from '@pylands/shared-ui';
import { CreatorLevelsPage } from './gallery/CreatorLevelsPage';
import { PublicLevelsPage } from './gallery/PublicLevelsPage';

const TITLES: Record<string, TranslationKey> = {
  levels: 'page.levelCreator',
  editor: 'page.levelCreator',
};

export default function App({ page }: RemoteAppProps) {
  const params = useParams();
  switch (page) {
    case 'public-levels':
      return <PublicLevelsPage />;
    case 'creator-levels':
      return <CreatorLevelsPage />;
    default:
      return (
        <TitlePage titleKey={TITLES[page] ?? 'page.levelCreator'} values={params as Record<string, string>} />
      );
  }
}
