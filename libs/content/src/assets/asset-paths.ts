import { STUDENT_CHARACTERS } from '@pylands/contracts';

export { characterSpritePath } from '@pylands/contracts';

/** Student character values (the spec's list, from contracts); each has a walk sheet under /assets/sprites/characters/. */
export const CHARACTER_NAMES = STUDENT_CHARACTERS;

export type CharacterName = (typeof CHARACTER_NAMES)[number];

// URL paths as served by the gateway (assets/ is mounted at /assets/).
/** An item's sprite: its `sprite` field, else its type. */
export const itemSpritePath = (item: { type: string; sprite?: string }): string =>
  `/assets/sprites/items/${item.sprite ?? item.type}.png`;
export const tilesetPath = (source: string): string => `/assets/tileset_png/${source}`;
