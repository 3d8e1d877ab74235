import { findTileset, parseTsj, resolveRelative, tileSourceRect, tilesetUrl } from './tileset';

const terrain = parseTsj(
  {
    name: 'terrain',
    image: 'terrain.png',
    imagewidth: 64,
    imageheight: 32,
    tilewidth: 16,
    tileheight: 16,
    columns: 4,
    tilecount: 8,
  },
  1,
  '/assets/tileset_png/terrain.tsj',
);
const props = parseTsj(
  {
    image: '../sprites/props.png',
    imagewidth: 37,
    imageheight: 37,
    tilewidth: 16,
    tileheight: 16,
    margin: 1,
    spacing: 2,
  },
  9,
  '/assets/tileset_png/props.tsj',
);

describe('tilesets', () => {
  it('resolves map references under /assets/tileset_png/', () => {
    expect(tilesetUrl('terrain.tsj', '/assets')).toBe('/assets/tileset_png/terrain.tsj');
    expect(tilesetUrl('../tilesets/terrain.tsj', 'http://x/assets/')).toBe(
      'http://x/assets/tileset_png/terrain.tsj',
    );
  });

  it('resolves the image path relative to the .tsj file', () => {
    expect(terrain.imageUrl).toBe('/assets/tileset_png/terrain.png');
    expect(props.imageUrl).toBe('/assets/sprites/props.png');
    expect(resolveRelative('/a/b/c.tsj', '/abs.png')).toBe('/abs.png');
  });

  it('derives columns and tile count when the file leaves them out', () => {
    expect(props.columns).toBe(2);
    expect(props.tileCount).toBe(4);
  });

  it('finds the tileset owning a gid by firstgid', () => {
    expect(findTileset(1, [terrain, props])?.name).toBe('terrain');
    expect(findTileset(8, [props, terrain])?.name).toBe('terrain');
    expect(findTileset(9, [terrain, props])).toBe(props);
    expect(findTileset(13, [terrain, props])).toBeUndefined();
  });

  it('slices tiles row by row, honouring margin and spacing', () => {
    expect(tileSourceRect(1, terrain)).toEqual({ sx: 0, sy: 0, width: 16, height: 16 });
    expect(tileSourceRect(6, terrain)).toEqual({ sx: 16, sy: 16, width: 16, height: 16 });
    expect(tileSourceRect(12, props)).toEqual({ sx: 19, sy: 19, width: 16, height: 16 });
  });
});
