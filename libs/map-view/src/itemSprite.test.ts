import { hasStateVariants, itemSpriteUrl } from './itemSprite';

describe('itemSpriteUrl', () => {
  it('uses the sprite name, else the type, under sprites/items', () => {
    expect(itemSpriteUrl({ type: 'apple' }, '/assets')).toBe('/assets/sprites/items/apple.png');
    expect(itemSpriteUrl({ type: 'apple', sprite: 'apple_red' }, '/assets/')).toBe(
      '/assets/sprites/items/apple_red.png',
    );
  });

  it('accepts a sprite path with a folder and an extension', () => {
    expect(itemSpriteUrl({ type: 'x', sprite: 'buildings/house.png' }, '/assets')).toBe(
      '/assets/sprites/buildings/house.png',
    );
  });

  it('names state variants with a suffix', () => {
    expect(itemSpriteUrl({ type: 'chest' }, '/assets', 'open')).toBe('/assets/sprites/items/chest_open.png');
  });

  it('looks for state sprites only for things that open or fill', () => {
    expect(hasStateVariants({ type: 'door' })).toBe(true);
    expect(hasStateVariants({ type: 'wine_rack' })).toBe(true);
    expect(hasStateVariants({ type: 'apple' })).toBe(false);
  });
});
