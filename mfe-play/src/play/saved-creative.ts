import type { LevelData } from '@pylands/contracts';
import { isCreativeSlug } from '../navigation/completion-dialog';

/**
 * A level someone built in the level creator, played at play/{courseId}/{creatorUserId}/{slug}:
 * the levels service answers it as chapter 0 (Creative). The course's own Creative levels
 * (creative, creative-01) at that route stay the read-only view of another user's attempt.
 */
export function isSavedCreativeLevel(
  level: Pick<LevelData, 'chapter_id' | 'slug'>,
  userId?: string,
): boolean {
  return !!userId && level.chapter_id === 0 && !isCreativeSlug(level.slug);
}

/**
 * The guide panel's level for a creator's level: the creator's tutorial is their only word to the
 * player, so it is shown as the guide itself (not behind a Tutorial button in an empty panel);
 * null when the creator wrote none (no panel).
 */
export function savedLevelGuide(level: LevelData): LevelData | null {
  const words = level.guide || level.tutorial;
  return words ? { ...level, guide: words, tutorial: level.guide ? level.tutorial : null } : null;
}
