import type { PlacedItem } from '@pylands/game-engine';
import { groupByCell, itemLabel } from './labels';

const placed = (id: string, x: number, extra: Partial<PlacedItem> = {}): PlacedItem => ({
  id,
  sprite: 'apple',
  type: 'apple',
  action: 'collect',
  position: { x, y: 2 },
  ...extra,
});

describe('map labels', () => {
  it('shows the action in capitals; a command shows its action name', () => {
    expect(itemLabel(placed('a', 1), 'COMMAND')).toBe('COLLECT');
    expect(itemLabel(placed('b', 1, { action: 'speak', type: 'xmark' }), 'COMMAND')).toBe('SPEAK');
  });

  it('groups items by cell in placing order, for the count badge', () => {
    const groups = groupByCell([placed('a', 1), placed('b', 4), placed('c', 1)]);
    expect(groups.map((g) => [g.x, g.items.map((i) => i.id)])).toEqual([
      [1, ['a', 'c']],
      [4, ['b']],
    ]);
  });
});
