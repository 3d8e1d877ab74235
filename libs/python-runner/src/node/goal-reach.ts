import type { LevelContent } from '@pylands/content';
import { cellKey, walkabilityAtBest, type Vec2 } from '@pylands/game-engine';

const STEPS: readonly Vec2[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

const key = ([x, y]: readonly number[]) => cellKey([x, y]);

/**
 * Cells (keys "x,y") a plain walk from the start can get to over the map at its most open (the
 * engine's walkabilityAtBest): the reference run proves the order of opening and building works.
 */
export function reachableCells(level: Pick<LevelContent, 'map' | 'items' | 'start'>): Set<string> {
  const walkable = walkabilityAtBest(level.map, level.items);
  const reached = new Set<string>([key(level.start)]);
  const todo: Vec2[] = [[level.start[0], level.start[1]]];
  while (todo.length) {
    const [x, y] = todo.pop()!;
    for (const [dx, dy] of STEPS) {
      const next: Vec2 = [x + dx, y + dy];
      if (reached.has(key(next)) || !walkable(next)) continue;
      reached.add(key(next));
      todo.push(next);
    }
  }
  return reached;
}

/**
 * Goals the character can never get to. Each goal's standing cell must be reachable and face its
 * target next to it; a goal without a position needs enough of its items on reachable cells.
 */
export function unreachableGoals(
  level: Pick<LevelContent, 'map' | 'items' | 'start' | 'levelGoals'>,
): string[] {
  const reached = reachableCells(level);
  const problems: string[] = [];
  level.levelGoals.forEach((goal, i) => {
    const name = `goal ${i + 1} (${goal.action} ${goal.type})`;
    if (goal.position) {
      if (!reached.has(key(goal.position))) problems.push(`${name}: ${key(goal.position)} cannot be reached`);
      const t = goal.targetPosition;
      if (t && Math.abs(t[0] - goal.position[0]) + Math.abs(t[1] - goal.position[1]) !== 1)
        problems.push(`${name}: target ${key(t)} is not next to ${key(goal.position)}`);
    } else if (goal.action === 'collect' || goal.action === 'finish') {
      const items = level.items.filter((it) => it.action === goal.action && it.type === goal.type);
      const reachable = items.filter((it) => reached.has(key(it.position))).length;
      if (reachable < (goal.count ?? 1))
        problems.push(`${name}: only ${reachable} of ${goal.count ?? 1} ${goal.type} can be reached`);
    }
  });
  return problems;
}
