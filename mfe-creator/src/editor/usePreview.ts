import type { CreatorDraft } from '@pylands/game-engine';
import { useLocalePath, useSession } from '@pylands/shared-ui';
import { PREVIEW_INCOMPLETE_NOTICE } from './save-messages';
import type { SaveFlow } from './useSaveFlow';

/**
 * doc 1 §4: Preview plays the saved level at play/{courseId}/{userId}/{levelSlug} in a new tab; a
 * new or changed level is saved first. Without the user id or the slug it cannot (doc 1 §8).
 */
export function usePreview(flow: SaveFlow, current: { draft: CreatorDraft; upToDate: boolean }) {
  const userId = useSession((state) => state.user?.user_id);
  const toPath = useLocalePath();
  return async function preview() {
    let level = current.draft;
    if (!current.upToDate) {
      const result = await flow.save(current.draft);
      if (!result.ok) return;
      level = result.saved;
    }
    if (!userId || !level.slug || !level.course_id) {
      flow.setNotice(PREVIEW_INCOMPLETE_NOTICE);
      return;
    }
    window.open(toPath(`play/${level.course_id}/${userId}/${level.slug}`), '_blank');
  };
}
