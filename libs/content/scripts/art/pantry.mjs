// Drawn food and drink sprites for the Code Book recipes (document 2, §9): fruit, vegetables,
// milk, cream, water, bottles, jars and what combine() makes. Same 16-colour palette as the gallery.
// Palette: 1 white, 2 red, 3 pink, 4 orange, 5 yellow, 6 teal, 7 green, 8 blue, 9 light blue,
// a purple, b mauve, c dark mauve, d beige, e brown, f black.
import { blank, fromRows, overlay, recolour } from './image.mjs';

/**
 * A round shape: the union of ellipses { cx, cy, rx, ry }, filled with `fill`, shaded with `shade`
 * towards the lower right, a `light` spot upper left and a black outline around it.
 */
function blob(ellipses, fill, shade, light, w = 16, h = 16) {
  const inside = (x, y) => ellipses.some((e) => ((x - e.cx) / e.rx) ** 2 + ((y - e.cy) / e.ry) ** 2 <= 1);
  const img = blank(w, h);
  const xs = ellipses.map((e) => e.cx);
  const ys = ellipses.map((e) => e.cy);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const r = Math.max(...ellipses.map((e) => Math.max(e.rx, e.ry)));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (inside(x, y)) {
        const d = (x - cx + (y - cy)) / r;
        img.px[y][x] = d > 0.9 ? shade : fill;
      }
    }
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (img.px[y][x]) continue;
      const near = [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ].some(([dx, dy]) => img.px[y + dy]?.[x + dx] && img.px[y + dy][x + dx] !== 15);
      if (near) img.px[y][x] = 15;
    }
  }
  if (light) {
    // A small shine on the upper left of the first ellipse.
    const e = ellipses[0];
    const lx = Math.round(e.cx - e.rx * 0.45);
    const ly = Math.round(e.cy - e.ry * 0.45);
    img.px[ly][lx] = light;
    if (img.px[ly + 1]?.[lx] && img.px[ly + 1][lx] !== 15) img.px[ly + 1][lx] = light;
  }
  return img;
}

const ORANGE = overlay(
  blob([{ cx: 7.5, cy: 9, rx: 5.6, ry: 5.2 }], 4, 2, 5),
  fromRows(['...77', '..777', '..e']),
  6,
  1,
);
// Dimples on the peel.
ORANGE.px[8][9] = 5;
ORANGE.px[11][6] = 5;

const PEACH = (() => {
  const img = blob([{ cx: 7.5, cy: 9, rx: 5.6, ry: 5.2 }], 3, 4, 1);
  // The crease down the middle and a leaf.
  for (const [x, y] of [
    [8, 4],
    [8, 5],
    [9, 6],
    [9, 7],
  ])
    img.px[y][x] = 4;
  return overlay(img, fromRows(['..777', '.7767', 'fe...']), 7, 1);
})();

const PEAR = (() => {
  const img = blob(
    [
      { cx: 7.5, cy: 10.5, rx: 5, ry: 4.2 },
      { cx: 7.5, cy: 5.5, rx: 2.8, ry: 3 },
    ],
    7,
    6,
    5,
  );
  return overlay(img, fromRows(['.e.77', '.e77.', '.f...']), 6, 0);
})();

const TOMATO = (() => {
  const img = blob([{ cx: 7.5, cy: 9.5, rx: 6, ry: 5 }], 2, 14, 3);
  // A green star of sepals and a stem on top.
  return overlay(img, fromRows(['....e....', '..f7e7f..', '.f77777f.', 'f77.7.77f', '.7..7..7.']), 3, 2);
})();

const RED_BERRY = (() => {
  // A raspberry: bumpy red drupelets with a green cap.
  const img = fromRows([
    '................',
    '.......f........',
    '.......7........',
    '....f77777f.....',
    '...f6777776f....',
    '....ff323ff.....',
    '...f2222232f....',
    '..f232232222f...',
    '..f22222322cf...',
    '..f23223222cf...',
    '...f2222c2cf....',
    '...f2c22222f....',
    '....f2c2ccf.....',
    '.....fcccf......',
    '......fff.......',
    '................',
  ]);
  return img;
})();

const LETTUCE = fromRows([
  '................',
  '................',
  '.....ff..ff.....',
  '....f77ff77ff...',
  '..ff7577f7757f..',
  '.f77757777577f..',
  '.f7757777757777f',
  'f77757775577577f',
  'f77577755777757f',
  'f75777577775776f',
  '.f7577577757767f',
  '.f6757757577766f',
  '..f66777776666f.',
  '...ff666666ff...',
  '.....ffffff.....',
  '................',
]);

const RADISH = (() => {
  const img = blob([{ cx: 7.5, cy: 9.5, rx: 4.6, ry: 4.2 }], 2, 12, 3);
  // The white root tip, then the leaves.
  overlay(img, fromRows(['.f11f', '..f1f', '...f']), 5, 13);
  return overlay(img, fromRows(['.77...77.', '7667.7667', '7667.767.', '.77.7.77.', '...777...']), 3, 0);
})();

const CUCUMBER = (() => {
  // A long green cucumber lying on a slant.
  const rows = [
    '................',
    '................',
    '...........fff..',
    '..........f757f.',
    '.........f77577f',
    '........f757777f',
    '.......f7757776f',
    '......f7577776f.',
    '.....f7757776f..',
    '....f7577766f...',
    '...f7757766f....',
    '..f7577666f.....',
    '.f7777666f......',
    '.f666666f.......',
    '..ffffff........',
    '................',
  ];
  return fromRows(rows);
})();

/** A glass milk-style bottle: `liquid`/`shade` fill it up to row `top`; cap and label colours. */
function bottle({ liquid, shade, top = 6, cap = 8, label = 0, glass = 9 }) {
  const rows = [
    '................',
    '......ffff......',
    '......fCCf......',
    '......ffff......',
    '......fGGf......',
    '.....fGGGGf.....',
    '....fGGGGGGf....',
    '....fGGGGGGf....',
    '....fGGGGGGf....',
    '....fGGGGGGf....',
    '....fGGGGGGf....',
    '....fGGGGGGf....',
    '....fGGGGGGf....',
    '....fGGGGGGf....',
    '.....ffffff.....',
    '................',
  ];
  const img = fromRows(rows.map((r) => r.replace(/C/g, cap.toString(16)).replace(/G/g, '1')));
  for (let y = 4; y < 14; y++) {
    for (let x = 0; x < 16; x++) {
      if (img.px[y][x] !== 1) continue;
      const edge = img.px[y][x + 1] === 15;
      img.px[y][x] = y >= top ? (edge || y === 13 ? shade : liquid) : glass === 9 && x % 2 ? 1 : glass;
    }
  }
  // Shine on the glass.
  for (let y = 6; y < 12; y++) if (img.px[y][5] !== 15) img.px[y][5] = y < top ? 1 : glass;
  if (label) for (let x = 5; x < 11; x++) for (const y of [9, 10]) img.px[y][x] = label;
  return img;
}

const MILK = bottle({ liquid: 1, shade: 13, top: 5, cap: 8, label: 8 });
MILK.px[9][7] = 1;
MILK.px[9][8] = 1;
MILK.px[10][7] = 1;
MILK.px[10][8] = 1;

const WATER = bottle({ liquid: 9, shade: 8, top: 7, cap: 6 });
const BOTTLE = bottle({ liquid: 9, shade: 9, top: 14, cap: 11 });
const BERRY_MILK = bottle({ liquid: 3, shade: 2, top: 5, cap: 2, label: 1 });
BERRY_MILK.px[9][7] = 2;
BERRY_MILK.px[9][8] = 2;
BERRY_MILK.px[10][7] = 2;
BERRY_MILK.px[10][8] = 12;

/** A little pot of cream with a swirl on top. */
const CREAM = fromRows([
  '................',
  '................',
  '.......f........',
  '......f1f.......',
  '.....f111f......',
  '....f11d11f.....',
  '...f111111df....',
  '..f1d11111df....',
  '..f88888888f....',
  '..f89999998f....',
  '..f81111118f....',
  '..f81111118f....',
  '..f89999998f....',
  '..f88888888f....',
  '...ffffffff.....',
  '................',
]);

/** Radish dressing: a tall cruet with pink dressing, a cork and a radish on the label. */
const RADISH_DRESSING = fromRows([
  '................',
  '.......fff......',
  '.......fef......',
  '.......fef......',
  '......f919f.....',
  '......f913f.....',
  '.....f91333f....',
  '....f9133333f...',
  '....f9111111f...',
  '....f9117711f...',
  '....f9112221f...',
  '....f9112221f...',
  '....f9111111f...',
  '....f3333333f...',
  '.....fffffff....',
  '................',
]);

/** A bowl of salad: lettuce, tomato slices, carrot and cucumber. */
const SALAD = fromRows([
  '................',
  '................',
  '................',
  '.....ff.ff......',
  '...ff77f772ff...',
  '..f7722777722f..',
  '.f77623776744f..',
  '.f7666777775577f',
  'f57447762777677f',
  'ffffffffffffffff',
  'f11111111111111f',
  '.f111111111119f.',
  '..f1111111199f..',
  '...ff999999ff...',
  '.....ffffff.....',
  '................',
]);

export function pantrySprites({ jar, grapeJuice }) {
  return {
    orange: ORANGE,
    peach: PEACH,
    pear: PEAR,
    tomato: TOMATO,
    red_berry: RED_BERRY,
    lettuce: LETTUCE,
    radish: RADISH,
    cucumber: CUCUMBER,
    milk: MILK,
    cream: CREAM,
    water: WATER,
    bottle: BOTTLE,
    empty_jar: jar,
    fruit_juice: recolour(grapeJuice, [
      { from: 10, to: 4 },
      { from: 12, to: 14 },
      { from: 3, to: 5 },
    ]),
    berry_milk: BERRY_MILK,
    radish_dressing: RADISH_DRESSING,
    salad: SALAD,
  };
}
