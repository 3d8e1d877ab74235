import { itemSpriteUrl } from '@pylands/map-view';

/** Where the gateway serves libs/content/assets (tilesets, sprites), as on the play screen. */
export const ASSETS_BASE = '/assets';

/** A sprite under /assets/sprites/items/ by name (collectables, X marks, structures). */
export const spriteUrl = (name: string): string => itemSpriteUrl({ type: name }, ASSETS_BASE);
