import { useParams } from 'react-router';
import { TitlePage, type RemoteAppProps, type TranslationKey } from '@pylands/shared-ui';
import { EditorStandIn } from './map/EditorStandIn';
import { CreatorLevelsPage } from './gallery/CreatorLevelsPage';
import { PublicLevelsPage } from './gallery/PublicLevelsPage';

const TITLES: Record<string, TranslationKey> = {
  levels: 'page.levelCreator',
  editor: 'page.levelCreator',
};

export default function App({ page }: RemoteAppProps) {
  const params = useParams();
  // creator-edit's editor page replaces this stand-in at merge.
  if (page === 'editor') return <EditorStandIn />;
  if (page === 'public-levels') return <PublicLevelsPage />;
  if (page === 'creator-levels') return <CreatorLevelsPage />;
  return (
    <TitlePage titleKey={TITLES[page] ?? 'page.levelCreator'} values={params as Record<string, string>} />
  );
}
