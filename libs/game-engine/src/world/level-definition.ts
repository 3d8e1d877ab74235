import type { LevelDefinition } from '../types';

/**
 * What the engine needs of a level, taken from the level data the API serves, the content files or a
 * creator level: texts, solutions and progress stay out of the runner and the server's sandbox.
 */
export function levelDefinitionOf(
  level: Pick<LevelDefinition, 'map' | 'start' | 'zoom'> &
    Partial<Pick<LevelDefinition, 'items' | 'levelGoals' | 'constants'>>,
): LevelDefinition {
  const { map, start, zoom } = level;
  return {
    map,
    start,
    zoom,
    items: level.items ?? [],
    levelGoals: level.levelGoals ?? [],
    constants: level.constants ?? [],
  };
}
