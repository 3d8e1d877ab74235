import type { LevelDefinition } from '@pylands/game-engine';

/**
 * Whether the collection HUD shows (after the scene is ready). The spec's rule: "some goal is
 * collect and some goal has a cost" (levels where gathered things pay for a build). Our choice for
 * the other levels with collect goals: show it only when the level has more than one collect item,
 * because counting to one tells a child nothing the map does not already show.
 */
export function showsHud(level: Pick<LevelDefinition, 'items' | 'levelGoals'>): boolean {
  const goals = level.levelGoals ?? [];
  if (!goals.some((g) => g.action === 'collect')) return false;
  if (goals.some((g) => g.cost)) return true;
  return (level.items ?? []).filter((i) => i.action === 'collect').length > 1;
}
