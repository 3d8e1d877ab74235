// Drawn build structures (spec §3 "Build structures", recipes in game-engine catalog/recipes.ts):
// chicken houses (red and blue small 16×16, green and orange big 32×32 for a 2×2 item with
// `compound` cells), wood and stone roads, the grain stack, and the grain and stone they cost.
// Palette: 1 white, 2 red, 3 pink, 4 orange, 5 yellow, 6 teal, 7 green, 8 blue, 9 light blue,
// a purple, b mauve, c dark mauve, d beige, e brown, f black.
import { blank, fromRows, overlay } from './image.mjs';

/** Roof colours per house: main, highlight, shadow. */
const ROOFS = {
  red: { R: 2, H: 3, S: 14 },
  blue: { R: 8, H: 9, S: 12 },
  green: { R: 7, H: 5, S: 6 },
  orange: { R: 4, H: 5, S: 2 },
};

const withRoof = (rows, roof) =>
  fromRows(rows.map((r) => r.replace(/[RHS]/g, (ch) => roof[ch].toString(16))));

/** A white hen facing left, 7×8. */
const HEN = fromRows([
  '.22....',
  'f11f...',
  'f1f1f..',
  '5f11f.f',
  '.f111f1f',
  '.f11111f',
  '..fd11df',
  '...fffff',
  '...4.4..',
]);

/** Small coop: a pitched roof over plank walls, a hen looking out of the door. */
function smallHouse(colour) {
  return withRoof(
    [
      '.......ff.......',
      '......fHRf......',
      '.....fHRRSf.....',
      '....fHRRRRSf....',
      '...fHRRRRRRSf...',
      '..fHRRRRRRRRSf..',
      '.fHRRRRRRRRRRSf.',
      'fRRRRRRRRRRRRRSf',
      'ffffffffffffffff',
      '.fe4d4ffff4d4ef.',
      '.fe4dff22ffd4ef.',
      '.fe4df1f11fd4ef.',
      '.fe4d51111fd4ef.',
      '.fe4df2111fd4ef.',
      '.fe4dff11ffd4ef.',
      '.ffffffffffffff.',
    ],
    ROOFS[colour],
  );
}

/** Big coop (32×32, two cells wide and tall): roof with a vent, plank walls, window, door, ramp, hen. */
function bigHouse(colour) {
  const roof = ROOFS[colour];
  const img = blank(32, 32);
  // Roof: rows 1..13, widening two pixels a row from the ridge.
  for (let y = 1; y <= 13; y++) {
    const half = Math.min(15, 2 + y);
    const left = 16 - half;
    const right = 15 + half;
    for (let x = left; x <= right; x++) {
      let v = roof.R;
      if (x === left || x === right) v = 15;
      else if (x <= left + 1) v = roof.H;
      else if (x >= right - 2) v = roof.S;
      else if ((y % 3 === 0 && (x + y) % 2 === 0) || (y % 3 === 0 && x % 4 === 1)) v = roof.S;
      img.px[y][x] = v;
    }
  }
  for (let x = 14; x <= 17; x++) img.px[0][x] = 15;
  for (let x = 0; x < 32; x++) img.px[14][x] = 15;
  // Walls: vertical planks from row 15 to 29.
  for (let y = 15; y <= 29; y++) {
    for (let x = 2; x <= 29; x++) {
      let v = x % 4 === 1 ? 14 : x % 4 === 2 ? 13 : 4;
      if (x === 2 || x === 29) v = 15;
      if (y === 29) v = 15;
      img.px[y][x] = v;
    }
  }
  // A round vent in the gable.
  overlay(img, fromRows(['.ff.', 'f55f', 'f55f', '.ff.']), 14, 6);
  // Window with a cross on the left.
  overlay(
    img,
    fromRows(['ffffffff', 'f99f999f', 'f91f991f', 'ffffffff', 'f99f999f', 'f99f999f', 'ffffffff']),
    5,
    17,
  );
  // The door on the right, dark inside with a hen in it.
  overlay(
    img,
    fromRows([
      '.ffffff.',
      'ffffffff',
      'ffffffff',
      'ffffffff',
      'ffffffff',
      'ffffffff',
      'ffffffff',
      'ffffffff',
      'ffffffff',
      'ffffffff',
      'ffffffff',
      'ffffffff',
    ]),
    18,
    17,
  );
  overlay(img, HEN, 19, 20);
  // A ramp down from the door.
  overlay(img, fromRows(['.feeeeeef.', 'fe4e4e4e4f', 'ffffffffff']), 17, 29);
  // Straw on the ground to the left.
  overlay(img, fromRows(['5.5.45', '454545', 'ffffff']), 4, 29);
  return img;
}

/** Wooden boards laid as a road: staggered planks with nails. */
function woodRoad() {
  const img = blank(16, 16);
  for (let y = 0; y < 16; y++) {
    const row = Math.floor(y / 4);
    const inRow = y % 4;
    const seam = row % 2 ? 4 : 11;
    for (let x = 0; x < 16; x++) {
      let v = inRow === 0 ? 13 : inRow === 3 ? 15 : inRow === 2 ? 14 : 4;
      if (x === seam) v = inRow === 3 ? 15 : 12;
      img.px[y][x] = v;
    }
    // Nails near each seam.
    if (inRow === 1) {
      img.px[y][(seam + 15) % 16] = 12;
      img.px[y][(seam + 3) % 16] = 12;
    }
  }
  return img;
}

/** Cobblestones set in dark mortar. */
const STONE_ROAD = fromRows([
  'cbbbdcbbbbdccbbd',
  'bbbbbcbbbbbcbbbb',
  'bbbbbcbbbbbcbbbb',
  'cbbbccccccccbbbc',
  'ccdcbbbbdcbbcccc',
  'bbbcbbbbbcbbbbdc',
  'bbbcbbbbbcbbbbbc',
  'bbbcccccccbbbbbc',
  'ccccbbbdcccccccc',
  'bbdcbbbbbbcbbbdb',
  'bbbcbbbbbbcbbbbb',
  'bbbcbbbbbbcbbbbb',
  'cccccccccccccccc',
  'bbbdcbbbbdcbbbbd',
  'bbbbcbbbbbcbbbbb',
  'cccccccccccccccc',
]);

/** A round haystack of grain with stalk lines. */
const GRAIN_STACK = fromRows([
  '................',
  '......ffff......',
  '....ff5555ff....',
  '...f55545555f...',
  '..f5545554555f..',
  '..f5455545545f..',
  '.f554555455454f.',
  '.f545554555545f.',
  '.f455545554554f.',
  'f55455545554554f',
  'f54555455545545f',
  'f45554555455454f',
  'feeeeeeeeeeeeeef',
  'f45545545545544f',
  '.ffffffffffffff.',
  '................',
]);

/** A sheaf of grain: three ears of wheat tied with a band. */
const GRAIN = fromRows([
  '................',
  '...f...f...f....',
  '..f5f.f5f.f5f...',
  '.f545f545f545f..',
  '.f454f454f454f..',
  '.f545f545f545f..',
  '..f4f.f4f.f4f...',
  '...f4ff4ff4f....',
  '....f4f4f4f.....',
  '.....feeef......',
  '....f4f4f4f.....',
  '...f4f.4.f4f....',
  '..f4f..4..f4f...',
  '..ff..fff..ff...',
  '................',
  '................',
]);

/** A cut stone block (building material; the pushable boulder is `rock`). */
const STONE = fromRows([
  '................',
  '................',
  '................',
  '.....ffffffff...',
  '....fdddddddbf..',
  '...fdbbbbbbdcbf.',
  '..ffffffffffcbf.',
  '..fdddddddddfcf.',
  '..fdbbbbbbbcfbf.',
  '..fdbbbcbbbcfcf.',
  '..fdbbbbbbbcfbf.',
  '..fdbcbbbbbcfcf.',
  '..fdbbbbbbbcff..',
  '..fcccccccccf...',
  '..ffffffffff....',
  '................',
]);

export function structureSprites() {
  const small = { red: smallHouse('red'), blue: smallHouse('blue') };
  const road = woodRoad();
  return {
    // The plain name (as build() and the recipe say) is the red small house.
    chicken_house: small.red,
    chicken_house_red: small.red,
    chicken_house_blue: small.blue,
    chicken_house_green: bigHouse('green'),
    chicken_house_orange: bigHouse('orange'),
    wood_road: road,
    wood_path: road,
    stone_road: STONE_ROAD,
    stone_path: STONE_ROAD,
    grain_stack: GRAIN_STACK,
    grain: GRAIN,
    stone: STONE,
  };
}

/** Sprites bigger than one cell, as { name: [columns, rows] } of 16 px cells. */
export const BIG_STRUCTURES = { chicken_house_green: [2, 2], chicken_house_orange: [2, 2] };
