import type { GoalProgress, Vec2 } from '@pylands/game-engine';
import type { Direction } from '../motion/direction';

export interface SceneFacts {
  characterName: string;
  cell: Vec2;
  direction: Direction;
  goals: readonly GoalProgress[];
}

/** The page's translate function (i18next's `t`): the scene is described in the child's language. */
export type SceneText = (key: string, values?: Record<string, string | number>) => string;

function goalLabel(goal: GoalProgress): string {
  // Item and object names stay the code's names ("apple", "door wood"), as the child writes them.
  if (goal.action === 'collect' || goal.type === goal.action) return goal.type.replace(/_/g, ' ');
  return `${goal.action} ${goal.type.replace(/_/g, ' ')}`;
}

/**
 * A short sentence for screen readers: where the character stands (columns and rows counted from 1,
 * as people count), where it faces, and how far each goal has come.
 */
export function describeScene({ characterName, cell, direction, goals }: SceneFacts, t: SceneText): string {
  const where = t('play.scene.where', {
    name: characterName,
    column: cell[0] + 1,
    row: cell[1] + 1,
    direction: t(`play.scene.facing.${direction}`),
  });
  if (goals.length === 0) return where;
  const progress = goals
    .map((g) => t('play.scene.goal', { goal: goalLabel(g), score: g.score, max: g.maxScore }))
    .join(', ');
  return `${where} ${t('play.scene.goals', { list: progress })}`;
}
