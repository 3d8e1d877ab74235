import { VisuallyHidden } from '@pylands/shared-ui';

/**
 * The polite live region a screen reader reads after each run (what the character did), and the
 * scene's description (where it stands, the goals), which is not live: the map names it.
 */
export function NarrationRegion({ narration, scene }: { narration: string; scene: string }) {
  return (
    <>
      <VisuallyHidden as="p" role="status" aria-live="polite" data-testid="narration">
        {narration}
      </VisuallyHidden>
      <VisuallyHidden as="p" id={SCENE_DESCRIPTION_ID}>
        {scene}
      </VisuallyHidden>
    </>
  );
}

/** The scene description's id, the game map's `aria-describedby`. */
export const SCENE_DESCRIPTION_ID = 'pylands-scene-description';
