import type { RemoteAppProps } from '@pylands/shared-ui';
import { EditorPage } from './editor/EditorPage';
import { CreatorLevelsPage } from './gallery/CreatorLevelsPage';
import { PublicLevelsPage } from './gallery/PublicLevelsPage';
import { LevelsPage } from './levels/LevelsPage';

/** The level creator's four pages (shell route table: level-creator, the editor, the shared levels). */
export default function App({ page }: RemoteAppProps) {
  if (page === 'editor') return <EditorPage />;
  if (page === 'public-levels') return <PublicLevelsPage />;
  if (page === 'creator-levels') return <CreatorLevelsPage />;
  return <LevelsPage />;
}
