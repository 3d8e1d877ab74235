import type { Item } from '@pylands/game-engine';

/**
 * Item sprite URL: `sprite` (or else `type`) names a PNG under /assets/sprites/items/.
 * A value with a folder ("items/apple", "buildings/house.png") is taken under /assets/sprites/.
 */
export function itemSpriteUrl(
  item: Pick<Item, 'sprite' | 'type'>,
  assetsBase: string,
  variant?: string,
): string {
  const name = (item.sprite && item.sprite.trim()) || item.type;
  const withoutExt = name.replace(/\.png$/i, '');
  const path = withoutExt.includes('/') ? withoutExt.replace(/^\/+/, '') : `items/${withoutExt}`;
  return `${assetsBase.replace(/\/+$/, '')}/sprites/${path}${variant ? `_${variant}` : ''}.png`;
}

/** Kinds whose state shows open/closed or full/empty (spec §4 "Object states"). */
const STATEFUL = /door|chest|gate|oven|tray|shelf|rack|flag/i;

export function hasStateVariants(item: Pick<Item, 'type' | 'sprite'>): boolean {
  return STATEFUL.test(item.sprite || item.type);
}
