import { CREATIVE_TEMPLATES } from '@pylands/contracts';
import { collisionCells } from '@pylands/game-engine';
import { validateLevel } from '../validation/validate-level';
import { getLevel } from './catalog';
import { creatorTemplate } from './creator-templates';

describe('the level creator’s template maps', () => {
  it.each(CREATIVE_TEMPLATES.map((t) => [t.name, t.map_path] as const))(
    '%s (%s) is a sound 16×12 map with an open start cell and room to build on',
    (_, mapPath) => {
      const template = creatorTemplate(mapPath);
      expect(template).toBeDefined();
      const { map, start } = template!;
      // A template has no goals yet: checked as the level it becomes with a flag on its start.
      const finish = { action: 'finish', type: 'finish', position: start };
      const goal = { type: 'finish', action: 'finish' as const, count: 1 };
      expect(
        validateLevel({ map, start, zoom: 50, items: [finish], levelGoals: [goal], constants: [] }),
      ).toEqual([]);
      expect([map.width, map.height]).toEqual([16, 12]);
      expect(collisionCells(map).size).toBeLessThan((map.width * map.height) / 2);
    },
  );

  it('serves the farm as the Creative chapter’s Open Field (the creator’s default map)', () => {
    const field = getLevel('python', 'creative-01')!;
    expect(creatorTemplate('creative-01.json')).toEqual({
      mapPath: 'creative-01.json',
      map: field.map,
      start: field.start,
    });
  });

  it('knows no map outside the templates', () => {
    expect(creatorTemplate('creative-desert.json')).toBeUndefined();
    expect(creatorTemplate('../courses/python/intro-level1/map.json')).toBeUndefined();
  });
});
