import type { TiledLayer, TiledMap } from '@pylands/game-engine';
import { groupTileLayers } from './layerOrder';

const layer = (name: string, extra: Partial<TiledLayer> = {}): TiledLayer => ({
  name,
  type: 'tilelayer',
  data: [1],
  ...extra,
});

function mapWith(layers: TiledLayer[]): TiledMap {
  return { width: 1, height: 1, tilewidth: 16, tileheight: 16, layers, tilesets: [] };
}

describe('groupTileLayers', () => {
  it('draws layers in the spec order whatever the file order', () => {
    const groups = groupTileLayers(
      mapWith([
        layer('extra_layer'),
        layer('middle_layer'),
        layer('ground_tiles'),
        layer('top_layer'),
        layer('ground_details'),
        layer('ground_layer'),
      ]),
    );
    expect(groups.below.map((l) => l.name)).toEqual([
      'ground_tiles',
      'ground_layer',
      'ground_details',
      'middle_layer',
    ]);
    expect(groups.above.map((l) => l.name)).toEqual(['top_layer', 'extra_layer']);
  });

  it('skips the collisions object layer and hidden layers', () => {
    const groups = groupTileLayers(
      mapWith([
        layer('ground_tiles'),
        { name: 'collisions', type: 'objectgroup', objects: [] },
        layer('ground_details', { visible: false }),
      ]),
    );
    expect(groups.below.map((l) => l.name)).toEqual(['ground_tiles']);
    expect(groups.above).toEqual([]);
  });

  it('keeps unknown tile layers under the character, after the middle layer', () => {
    const groups = groupTileLayers(mapWith([layer('decor'), layer('middle_layer'), layer('ground_tiles')]));
    expect(groups.below.map((l) => l.name)).toEqual(['ground_tiles', 'middle_layer', 'decor']);
  });
});
