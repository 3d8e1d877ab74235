import { useParams } from 'react-router';
import { TitlePage, type RemoteAppProps, type TranslationKey } from '@pylands/shared-ui';
import { EditorStandIn } from './map/EditorStandIn';

const TITLES: Record<string, TranslationKey> = {
  levels: 'page.levelCreator',
  editor: 'page.levelCreator',
  'public-levels': 'page.creativeLevels',
  'creator-levels': 'page.creatorLevels',
};

export default function App({ page }: RemoteAppProps) {
  const params = useParams();
  // creator-edit's editor page replaces this stand-in at merge.
  if (page === 'editor') return <EditorStandIn />;
  return (
    <TitlePage titleKey={TITLES[page] ?? 'page.levelCreator'} values={params as Record<string, string>} />
  );
}
