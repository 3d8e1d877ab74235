import type { GoalProgress, Vec2 } from '@pylands/game-engine';
import type { Direction } from '../motion/direction';

export interface SceneFacts {
  characterName: string;
  cell: Vec2;
  direction: Direction;
  goals: readonly GoalProgress[];
}

function goalLabel(goal: GoalProgress): string {
  if (goal.action === 'collect' || goal.type === goal.action) return goal.type.replace(/_/g, ' ');
  return `${goal.action} ${goal.type.replace(/_/g, ' ')}`;
}

/**
 * A short English sentence for screen readers: where the character stands (columns and rows
 * counted from 1, as people count), where it faces, and how far each goal has come.
 */
export function describeScene({ characterName, cell, direction, goals }: SceneFacts): string {
  const where = `${characterName} is at column ${cell[0] + 1}, row ${cell[1] + 1}, facing ${direction}.`;
  if (goals.length === 0) return where;
  const progress = goals.map((g) => `${goalLabel(g)} ${g.score} of ${g.maxScore}`).join(', ');
  return `${where} Goals: ${progress}.`;
}
