import type { TiledLayer, TiledMap } from '@pylands/game-engine';

/** Spec draw order (doc 2 §9). The last two are drawn over the character (tree tops, roofs). */
export const LAYER_DRAW_ORDER = [
  'ground_tiles',
  'ground_layer',
  'ground_details',
  'middle_layer',
  'top_layer',
  'extra_layer',
] as const;
export const LAYERS_ABOVE_PLAYER: readonly string[] = ['top_layer', 'extra_layer'];

export interface LayerGroups {
  below: TiledLayer[];
  above: TiledLayer[];
}

function drawable(layer: TiledLayer): boolean {
  return layer.type === 'tilelayer' && layer.visible !== false && Array.isArray(layer.data);
}

/**
 * Splits the map's tile layers into those under and over the character, in spec order.
 * Tile layers with other names (not in the spec) go under the character after the known ones.
 */
export function groupTileLayers(map: TiledMap): LayerGroups {
  const tileLayers = map.layers.filter(drawable);
  const rank = (name: string): number => {
    const i = (LAYER_DRAW_ORDER as readonly string[]).indexOf(name);
    return i === -1 ? LAYER_DRAW_ORDER.indexOf('middle_layer') + 0.5 : i;
  };
  const sorted = tileLayers
    .map((layer, index) => ({ layer, index }))
    .sort((a, b) => rank(a.layer.name) - rank(b.layer.name) || a.index - b.index)
    .map((e) => e.layer);
  return {
    below: sorted.filter((l) => !LAYERS_ABOVE_PLAYER.includes(l.name)),
    above: sorted.filter((l) => LAYERS_ABOVE_PLAYER.includes(l.name)),
  };
}
