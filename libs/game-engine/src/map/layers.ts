/** Spec draw order of the tile layers (doc 2 §9). The last two are drawn over the character. */
export const LAYER_DRAW_ORDER = [
  'ground_tiles',
  'ground_layer',
  'ground_details',
  'middle_layer',
  'top_layer',
  'extra_layer',
] as const;

export type LayerName = (typeof LAYER_DRAW_ORDER)[number];

/** Tree tops and roofs: drawn above the player. */
export const LAYERS_ABOVE_PLAYER: readonly LayerName[] = ['top_layer', 'extra_layer'];

/** The object layer whose rectangles block walking. */
export const COLLISIONS_LAYER = 'collisions';
