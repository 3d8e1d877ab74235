// Ground tiles: gallery grass and sand paths, plus drawn water, shores, soil, planks and bridges.
import { blank, clone, fromRows, overlay } from './image.mjs';

const WATER = fromRows([
  '8888888888888888',
  '8888888888888888',
  '8899988888888888',
  '8888889988888888',
  '8888888888888888',
  '8888888888888888',
  '8888888888896888',
  '8888888888998888',
  '8888888888888888',
  '8888888888888888',
  '8888888888888888',
  '8889998888888888',
  '8888899888888888',
  '8888888888888888',
  '8888888888888998',
  '8888888888888888',
]);

const WATER_SPARKLE = overlay(clone(WATER), fromRows(['....1', '...111', '....1']), 6, 6);

/** Which sides of a shore tile are land: n, e, s, w, or inner corners ne/nw/se/sw. */
function shore(grass, sides, innerCorner) {
  const t = clone(WATER);
  const isLand = (x, y) => {
    if (sides.includes('n') && y < 4) return true;
    if (sides.includes('s') && y > 11) return true;
    if (sides.includes('w') && x < 4) return true;
    if (sides.includes('e') && x > 11) return true;
    if (innerCorner) {
      const cx = innerCorner.includes('w') ? 0 : 15;
      const cy = innerCorner.includes('n') ? 0 : 15;
      return (x - cx) ** 2 + (y - cy) ** 2 < 20;
    }
    return false;
  };
  for (let y = 0; y < 16; y++) {
    for (let x = 0; x < 16; x++) {
      if (isLand(x, y)) t.px[y][x] = grass.px[y][x];
    }
  }
  // A teal bank and white foam along every land edge.
  const near = (x, y, d) => {
    for (let j = -d; j <= d; j++)
      for (let i = -d; i <= d; i++) if (Math.abs(i) + Math.abs(j) <= d && isLand(x + i, y + j)) return true;
    return false;
  };
  const out = clone(t);
  for (let y = 0; y < 16; y++) {
    for (let x = 0; x < 16; x++) {
      if (isLand(x, y)) continue;
      if (near(x, y, 1)) out.px[y][x] = 6;
      else if (near(x, y, 2) && (x + y) % 3 !== 0) out.px[y][x] = 9;
    }
  }
  return out;
}

const SOIL = fromRows([
  'eeeeeeeeeeeeeeee',
  'cccccccccccccccc',
  'eeeeeeeeeeeeeeee',
  'e4eeeee4eeeeee4e',
  'eeeeeeeeeeeeeeee',
  'cccccccccccccccc',
  'eeeeeeeeeeeeeeee',
  'eee4eeeeeee4eeee',
  'eeeeeeeeeeeeeeee',
  'cccccccccccccccc',
  'eeeeeeeeeeeeeeee',
  'e4eeeeee4eeeeeee',
  'eeeeeeeeeeeeeeee',
  'cccccccccccccccc',
  'eeeeeeeeeeeeeeee',
  'eeeeee4eeeeee4ee',
]);

const PLANKS = fromRows([
  'eeeeeee4eeeeeeec',
  '44444444444444dc',
  'eeeeeeeeeeeeeeec',
  'cccccccccccccccc',
  'eeeeeeeeeeeee4ee',
  '4444444d4444444e',
  'eeeeeeeeeeeeeeee',
  'cccccccccccccccc',
  'eee4eeeeeeeeeeec',
  '4444444444444d4c',
  'eeeeeeeeeeeeeeec',
  'cccccccccccccccc',
  'eeeeeeeeee4eeeee',
  '444d44444444444e',
  'eeeeeeeeeeeeeeee',
  'cccccccccccccccc',
]);

/** A wooden bridge across water, planks running across the direction of travel. */
function bridge(vertical) {
  const rows = ['cfffffffffffffc.', 'ce4444444444444c', 'ceeeeeeeeeeeeeec', 'cccccccccccccccc'];
  const t = blank(16, 16);
  for (let y = 0; y < 16; y += 4) overlay(t, fromRows(rows), 0, y);
  for (let y = 0; y < 16; y++) {
    t.px[y][0] = 12;
    t.px[y][15] = 12;
  }
  if (!vertical) return t;
  const v = blank(16, 16);
  for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) v.px[y][x] = t.px[x][y];
  return v;
}

/** Inner corner of a path: sand everywhere except a rounded grass corner. */
function pathInner(sand, grass, corner) {
  const t = clone(sand);
  const cx = corner.includes('w') ? 0 : 15;
  const cy = corner.includes('n') ? 0 : 15;
  for (let y = 0; y < 16; y++) {
    for (let x = 0; x < 16; x++) {
      const d = (x - cx) ** 2 + (y - cy) ** 2;
      if (d < 10) t.px[y][x] = grass.px[y][x];
      else if (d < 16) t.px[y][x] = 6;
    }
  }
  return t;
}

/** Copies one 8×8 quadrant (qx, qy in 0..1) of src into dst. */
function quadrant(dst, src, qx, qy) {
  for (let y = qy * 8; y < qy * 8 + 8; y++)
    for (let x = qx * 8; x < qx * 8 + 8; x++) dst.px[y][x] = src.px[y][x];
}

/**
 * Path pieces for any set of path neighbours (mask bits: 1 north, 2 east, 4 south, 8 west), built
 * quadrant by quadrant from the gallery's 3×3 path so one-cell-wide paths get grass on both sides.
 */
function pathByMask(g, mask) {
  const p = (n) => g(`sprites.castle.tilePath${n}`);
  const [N, E, S, W] = [1, 2, 4, 8].map((b) => (mask & b) !== 0);
  const t = blank(16, 16);
  quadrant(t, N && W ? p(5) : N ? p(4) : W ? p(2) : p(1), 0, 0);
  quadrant(t, N && E ? p(5) : N ? p(6) : E ? p(2) : p(3), 1, 0);
  quadrant(t, S && W ? p(5) : S ? p(4) : W ? p(8) : p(7), 0, 1);
  quadrant(t, S && E ? p(5) : S ? p(6) : E ? p(8) : p(9), 1, 1);
  return t;
}

/** Water for any set of water neighbours (same mask bits): land shows on the other sides. */
function waterByMask(grass, mask) {
  const land = ['n', 'e', 's', 'w'].filter((_, i) => (mask & (1 << i)) === 0).join('');
  return land ? shore(grass, land) : WATER;
}

/** Named terrain tiles, in tileset order. */
export function terrainTiles(g) {
  const grass = g('sprites.castle.tileGrass1');
  const sand = g('sprites.castle.tilePath5');
  const tiles = [
    ['grass', grass],
    ['grass_flowers', g('sprites.castle.tileGrass2')],
    ['grass_tufts', g('sprites.castle.tileGrass3')],
    ['grass_plain', fromRows(Array(16).fill('7777777777777777'))],
    ['dark_grass', g('sprites.castle.tileDarkGrass1')],
    ['dark_grass_flowers', g('sprites.castle.tileDarkGrass2')],
    ['dark_grass_tufts', g('sprites.castle.tileDarkGrass3')],
    ['sand', sand],
    ['path_nw', g('sprites.castle.tilePath1')],
    ['path_n', g('sprites.castle.tilePath2')],
    ['path_ne', g('sprites.castle.tilePath3')],
    ['path_w', g('sprites.castle.tilePath4')],
    ['path', sand],
    ['path_e', g('sprites.castle.tilePath6')],
    ['path_sw', g('sprites.castle.tilePath7')],
    ['path_s', g('sprites.castle.tilePath8')],
    ['path_se', g('sprites.castle.tilePath9')],
    ['path_inner_nw', pathInner(sand, grass, 'nw')],
    ['path_inner_ne', pathInner(sand, grass, 'ne')],
    ['path_inner_sw', pathInner(sand, grass, 'sw')],
    ['path_inner_se', pathInner(sand, grass, 'se')],
    ['water', WATER],
    ['water_sparkle', WATER_SPARKLE],
    ['shore_nw', shore(grass, 'nw')],
    ['shore_n', shore(grass, 'n')],
    ['shore_ne', shore(grass, 'ne')],
    ['shore_w', shore(grass, 'w')],
    ['shore_e', shore(grass, 'e')],
    ['shore_sw', shore(grass, 'sw')],
    ['shore_s', shore(grass, 's')],
    ['shore_se', shore(grass, 'se')],
    ['shore_inner_nw', shore(grass, '', 'nw')],
    ['shore_inner_ne', shore(grass, '', 'ne')],
    ['shore_inner_sw', shore(grass, '', 'sw')],
    ['shore_inner_se', shore(grass, '', 'se')],
    ['soil', SOIL],
    ['planks', PLANKS],
    ['bridge_h', bridge(false)],
    ['bridge_v', bridge(true)],
    ['stone', g('sprites.dungeon.floorLight0')],
    ['stone_cracked', g('sprites.dungeon.floorLight2')],
    ...Array.from({ length: 16 }, (_, m) => [`path_${m}`, pathByMask(g, m)]),
    ...Array.from({ length: 16 }, (_, m) => [`water_${m}`, waterByMask(grass, m)]),
  ];
  return tiles;
}
