import { useParams } from 'react-router';
import { TitlePage, type RemoteAppProps, type TranslationKey } from '@pylands/shared-ui';
import { EditorPage } from './editor/EditorPage';
import { LevelsPage } from './levels/LevelsPage';

const TITLES: Record<string, TranslationKey> = {
  'public-levels': 'page.creativeLevels',
  'creator-levels': 'page.creatorLevels',
};

export default function App({ page }: RemoteAppProps) {
  const params = useParams();
  if (page === 'levels') return <LevelsPage />;
  if (page === 'editor') return <EditorPage />;
  return (
    <TitlePage titleKey={TITLES[page] ?? 'page.levelCreator'} values={params as Record<string, string>} />
  );
}
