/** Student character values (spec list); each has a walk sheet under /assets/sprites/characters/. */
export const CHARACTER_NAMES = [
  'Rabbit',
  'Goblin',
  'Viking',
  'Detective',
  'Knight',
  'Punk',
  'Glasses',
  'Boy',
  'Boy2',
  'Girl',
  'Girl2',
  'Kid1',
  'Kid2',
  'Lady',
  'Lady2',
  'Wizard1',
  'Wizard2',
  'Luimberjack',
  'FarmerBoy',
  'OldMan',
  'OldMan2',
] as const;

export type CharacterName = (typeof CHARACTER_NAMES)[number];

// URL paths as served by the gateway (assets/ is mounted at /assets/).
export const characterSpritePath = (name: string): string => `/assets/sprites/characters/${name}.png`;
/** An item's sprite: its `sprite` field, else its type. */
export const itemSpritePath = (item: { type: string; sprite?: string }): string =>
  `/assets/sprites/items/${item.sprite ?? item.type}.png`;
export const tilesetPath = (source: string): string => `/assets/tileset_png/${source}`;
