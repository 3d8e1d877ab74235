// Things that stand on the ground: trees, rocks, bushes, flowers, fences and houses.
import { blank, centre, crop, fit, fromRows, overlay } from './image.mjs';

/** A fence piece connecting toward the given sides (n, e, s, w) from a centre post. */
function fence(sides) {
  const t = blank(16, 16);
  const rail = (x0, x1) => {
    for (let x = x0; x <= x1; x++) {
      t.px[5][x] = 4;
      t.px[6][x] = 14;
      t.px[7][x] = 12;
      t.px[9][x] = 4;
      t.px[10][x] = 14;
      t.px[11][x] = 12;
    }
  };
  const vrail = (y0, y1) => {
    for (let y = y0; y <= y1; y++) {
      t.px[y][5] = 12;
      t.px[y][6] = 4;
      t.px[y][7] = 14;
      t.px[y][9] = 4;
      t.px[y][10] = 14;
      t.px[y][11] = 12;
    }
  };
  if (sides.includes('w')) rail(0, 7);
  if (sides.includes('e')) rail(8, 15);
  if (sides.includes('n')) vrail(0, 8);
  if (sides.includes('s')) vrail(8, 15);
  // Centre post, with a light top and a dark base.
  for (let y = 2; y <= 13; y++) {
    for (let x = 5; x <= 10; x++) t.px[y][x] = x === 5 ? 15 : x === 6 ? 4 : x === 10 ? 15 : x === 9 ? 12 : 14;
  }
  for (let x = 5; x <= 10; x++) {
    t.px[1][x] = 15;
    t.px[2][x] = x === 5 || x === 10 ? 15 : 13;
    t.px[13][x] = 12;
    t.px[14][x] = 15;
  }
  return t;
}

const FLOWERS_RED = fromRows([
  '................',
  '................',
  '...2............',
  '..252.......3...',
  '...2.......353..',
  '...7........3...',
  '..77.........7..',
  '.............77.',
  '......2.........',
  '.....252........',
  '......2.........',
  '......7.........',
  '.....77...1.....',
  '.........151....',
  '..........1.....',
  '..........7.....',
]);

const FLOWERS_YELLOW = fromRows([
  '................',
  '..........5.....',
  '.........545....',
  '..5.......5.....',
  '.545......7.....',
  '..5......77.....',
  '..7.............',
  '.77.............',
  '.........1......',
  '........181.....',
  '.....5...1......',
  '....545..7......',
  '.....5..77......',
  '.....7..........',
  '....77..........',
  '................',
]);

const GRASS_TUFT = fromRows([
  '................',
  '................',
  '................',
  '................',
  '................',
  '................',
  '................',
  '................',
  '................',
  '.....6....6.....',
  '...6.66..66.6...',
  '...66.6.6.666...',
  '....6666666.....',
  '................',
  '................',
  '................',
]);

/** Splits a picture into 16×16 tiles, row by row, named prefix_0, prefix_1, ... */
function split(img, prefix) {
  const out = [];
  for (let y = 0, n = 0; y < img.height; y += 16) {
    for (let x = 0; x < img.width; x += 16, n++) out.push([`${prefix}_${n}`, crop(img, x, y, 16, 16)]);
  }
  return out;
}

export function natureTiles(g) {
  const smallPine = blank(16, 32);
  overlay(smallPine, g('sprites.castle.treeSmallPine'), 0, 8);
  return [
    ...split(g('sprites.castle.treeOak'), 'tree_oak'),
    ...split(g('sprites.castle.treePine'), 'tree_pine'),
    ...split(smallPine, 'tree_small_pine'),
    ['rock', g('sprites.castle.rock0')],
    ['rock_flat', g('sprites.castle.rock1')],
    ['pebbles', g('sprites.castle.rock2')],
    ['bush', g('sprites.castle.shrub')],
    ['sapling_oak', g('sprites.castle.saplingOak')],
    ['sapling_pine', g('sprites.castle.saplingPine')],
    ['boulder', g('sprites.builtin.forestScenery0')],
    ['stump', g('sprites.builtin.forestScenery1')],
    ['mushrooms', g('sprites.builtin.forestScenery2')],
    ['mushroom', g('sprites.builtin.forestScenery3')],
    ['flower_white', fit(g('sprites.builtin.forestFlowers0'))],
    ['flower_pink', fit(g('sprites.builtin.forestFlowers1'))],
    ['vine', fit(g('sprites.builtin.forestFlowers2'))],
    ['flowers_red', FLOWERS_RED],
    ['flowers_yellow', FLOWERS_YELLOW],
    ['grass_tuft', GRASS_TUFT],
    ['fence_h', fence('ew')],
    ['fence_v', fence('ns')],
    ['fence_ne', fence('sw')],
    ['fence_nw', fence('se')],
    ['fence_se', fence('nw')],
    ['fence_sw', fence('ne')],
    ['fence_end_w', fence('e')],
    ['fence_end_e', fence('w')],
    ['fence_post', fence('')],
    ...split(g('sprites.castle.houseRed'), 'house_red'),
    ...split(g('sprites.castle.houseBlue'), 'house_blue'),
    ['statue_top', crop(g('sprites.dungeon.statueLight'), 0, 0, 16, 16)],
    ['statue_bottom', crop(g('sprites.dungeon.statueLight'), 0, 16, 16, 16)],
    ['crystal_blue', centre(g('sprites.dungeon.collectibleBlueCrystal'))],
  ];
}
