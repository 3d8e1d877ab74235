import { LAYER_DRAW_ORDER, LAYERS_ABOVE_PLAYER, type TiledLayer, type TiledMap } from '@pylands/game-engine';

const ABOVE: readonly string[] = LAYERS_ABOVE_PLAYER;

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
    below: sorted.filter((l) => !ABOVE.includes(l.name)),
    above: sorted.filter((l) => ABOVE.includes(l.name)),
  };
}
