// Drawn item sprites for building, farming, cooking and signs (same 16-colour palette as the gallery).
// Palette: 1 white, 2 red, 3 pink, 4 orange, 5 yellow, 6 teal, 7 green, 8 blue, 9 light blue,
// a purple, b mauve, c dark mauve, d beige, e brown, f black.
import { blank, fromRows, overlay } from './image.mjs';

const LOG = fromRows([
  '................',
  '................',
  '................',
  '................',
  '..fffffffffffff.',
  '.feeeeceeeefdddf',
  '.fecccceeeefd4df',
  'feeeeeee4eef4e4f',
  'feecccceeeefd4df',
  'feeeeeeeeeefdddf',
  '.fceeeeeeccffff.',
  '..ffffffffff....',
  '................',
  '................',
  '................',
  '................',
]);

const PLANK = fromRows([
  '................',
  '................',
  '................',
  '................',
  '................',
  'ffffffffffffffff',
  'fdd44d4444d444df',
  'f4eeeeeeeeeeee4f',
  'feeeeceeeeeeeeef',
  'fceeeeeeeeeceecf',
  'ffffffffffffffff',
  '................',
  '................',
  '................',
  '................',
  '................',
]);

const CANTEEN = fromRows([
  '................',
  '......ffff......',
  '......fccf......',
  '.......ff.......',
  '.....ffeeff.....',
  '....f888888f....',
  '...f89988888f...',
  '...f89888888f...',
  '...f88888888f...',
  '...feeeeeeeef...',
  '...f88888888f...',
  '...f88888888f...',
  '...f88888868f...',
  '....f888866f....',
  '.....ffffff.....',
  '................',
]);

const TRAY = fromRows([
  '................',
  '................',
  '................',
  '................',
  '................',
  '................',
  '................',
  '..ffffffffffff..',
  '.feeeeeeeeeeeef.',
  '.fedcccccccccdef',
  '.fecccccccccceef',
  '.feeeeeeeeeeeef.',
  '.f4e4e4e4e4e4ef.',
  '..ffffffffffff..',
  '................',
  '................',
]);

const TRAY_FULL = overlay(
  fromRows([
    '................',
    '................',
    '................',
    '................',
    '................',
    '................',
    '................',
    '..ffffffffffff..',
    '.feeeeeeeeeeeef.',
    '.fe9988888889ef.',
    '.fe8888899888ef.',
    '.feeeeeeeeeeeef.',
    '.f4e4e4e4e4e4ef.',
    '..ffffffffffff..',
    '................',
    '................',
  ]),
  fromRows(['.9', '98']),
  7,
  5,
);

const JAR = fromRows([
  '................',
  '.....ffffff.....',
  '.....fbbbbf.....',
  '......fddf......',
  '.....f1111f.....',
  '....f191111f....',
  '....f911111f....',
  '....f911111f....',
  '....f911111f....',
  '....f911111f....',
  '....f911111f....',
  '....f991111f....',
  '....f999999f....',
  '.....ffffff.....',
  '................',
  '................',
]);

const GRAPE_JUICE = fromRows([
  '................',
  '.....ffffff.....',
  '.....fbbbbf.....',
  '......fddf......',
  '.....f1111f.....',
  '....f191111f....',
  '....f9aaaaaf....',
  '....f1aaaaaf....',
  '....f1a3aaaf....',
  '....f1aaaaaf....',
  '....f1aaaaaf....',
  '....f1aaaacf....',
  '....f9cccccf....',
  '.....ffffff.....',
  '................',
  '................',
]);

const GRAPE = fromRows([
  '................',
  '........e7......',
  '.......e.77.....',
  '.....ffeff7.....',
  '....faaffaaf....',
  '...fa3aafa3af...',
  '...faaacfaaacf..',
  '....fccfaccff...',
  '....faafaaaf....',
  '...fa3aaf3aaf...',
  '...faaacfaaacf..',
  '....fcffaacf....',
  '......fa3aaf....',
  '......faaacf....',
  '.......fccf.....',
  '........ff......',
]);

const SEEDS = fromRows([
  '................',
  '................',
  '.....ffffff.....',
  '....fddddddf....',
  '.....fccccf.....',
  '....fddddddf....',
  '...fddddddddf...',
  '...fdd7dd7dddf..',
  '...fd77d77dddf..',
  '...fdd7dd7dddf..',
  '...fddddddddf...',
  '...fd4ddd4ddf...',
  '...fddddddddf...',
  '....ffffffff....',
  '................',
  '................',
]);

const SPROUT = fromRows([
  '................',
  '................',
  '................',
  '................',
  '................',
  '.......f.f......',
  '......f7f7f.....',
  '.....f777f7f....',
  '......f67f7f....',
  '.......f7ff.....',
  '.......f7f......',
  '.......f7f......',
  '.....ffe7eff....',
  '....feeeeeeef...',
  '.....fffffff....',
  '................',
]);

/** A dry crop: yellowed leaves; the watered one (crop_full) is bright green with drops. */
function crop(watered) {
  const leaf = watered ? '7' : '5';
  const dark = watered ? '6' : 'e';
  const rows = [
    '................',
    '................',
    '.......ff.......',
    '......fLLf......',
    '...ff.fLDf.ff...',
    '..fLLffLDffLLf..',
    '..fLDDfLDfDDLf..',
    '...ffDLLDLDff...',
    '.....fDLLDf.....',
    '..ff..fLDf..ff..',
    '.fLLf.fLDf.fLLf.',
    '.fLDDffLDffDDLf.',
    '..ffDDLLDLDDff..',
    '....ffeeeeff....',
    '...feeeeeeeef...',
    '....ffffffff....',
  ].map((r) => r.replace(/L/g, leaf).replace(/D/g, dark));
  const img = fromRows(rows);
  if (watered) {
    // Water drops beside the leaves.
    overlay(img, fromRows(['9', '8']), 2, 2);
    overlay(img, fromRows(['9', '8']), 13, 7);
  }
  return img;
}

/** A wooden farm gate between two posts; open swings the boards away to show the gap. */
function gate(open) {
  const middle = open
    ? ['fe........', 'f4........', 'fe........', 'fe........', 'f4........', 'fe........']
    : ['4444444444', 'eeeeeeeeee', 'ffffffffff', '4e..4e..4e', '4e..4e..4e', 'ffffffffff'];
  return fromRows([
    '................',
    '................',
    'fff..........fff',
    'f4f' + (open ? 'ff........' : 'ffffffffff') + 'f4f',
    ...middle.map((m) => 'fef' + m + 'fef'),
    'fef' + (open ? 'f4........' : '4444444444') + 'fef',
    'fef' + (open ? 'fe........' : 'eeeeeeeeee') + 'fef',
    'fef' + (open ? 'ff........' : 'ffffffffff') + 'fef',
    'fcf..........fcf',
    'fff..........fff',
    '................',
  ]);
}

/** A stone oven; open shows the fire inside. */
function oven(open) {
  return fromRows([
    '................',
    '.....ffffff.....',
    '...ffbbbbbbff...',
    '..fbbdbbbbdbbf..',
    '.fbdbbbbbbbbdbf.',
    '.fbbbbbbbbbbbbf.',
    'fbbbdbffffbbdbbf',
    'fbbbbf' + (open ? '2442' : 'cccc') + 'fbbbbf',
    'fbdbf' + (open ? '245542' : 'cccccc') + 'fbdbf',
    'fbbbf' + (open ? '455554' : 'cfffcc') + 'fbbbf',
    'fbbbf' + (open ? '422224' : 'cccccc') + 'fbbbf',
    'fbdbffffffffbdbf',
    'fbbbbbbdbbbbbbbf',
    '.fccccccccccccf.',
    '..ffffffffffff..',
    '................',
  ]);
}

/** A wooden signpost with writing lines. */
const SIGN = fromRows([
  '................',
  '.ffffffffffffff.',
  'f44444444444444f',
  'f4dddddddddddd4f',
  'f4dffff.fffdd4ef',
  'f4dddddddddddd4f',
  'f4dfff.fffffdd4f',
  'f4dddddddddddd4f',
  'feeeeeeeeeeeeeef',
  '.ffffffeefffff..',
  '......fe4f......',
  '......fe4f......',
  '......fe4f......',
  '......fe4f......',
  '.....ffeeff.....',
  '................',
]);

/** A bridge piece as an item: the build target that appears when a bridge is built. */
function bridgeItem(vertical) {
  const rows = ['cfffffffffffffc', 'ce444444444444c', 'ceeeeeeeeeeeeec', 'ccccccccccccccc'];
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

/** Cuts every sprite to 16×16 (some rows above carry a stray outline pixel past the edge). */
function tile(img) {
  const out = blank(16, 16);
  for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) out.px[y][x] = img.px[y]?.[x] ?? 0;
  return out;
}

export function farmSprites() {
  const sprites = {
    log: LOG,
    plank: PLANK,
    canteen: CANTEEN,
    tray: TRAY,
    tray_full: TRAY_FULL,
    jar: JAR,
    grape: GRAPE,
    grape_juice: GRAPE_JUICE,
    seeds: SEEDS,
    sprout: SPROUT,
    crop: crop(false),
    crop_full: crop(true),
    gate: gate(false),
    gate_open: gate(true),
    oven: oven(false),
    oven_open: oven(true),
    sign: SIGN,
    bridge: bridgeItem(false),
    bridge_v: bridgeItem(true),
  };
  return Object.fromEntries(Object.entries(sprites).map(([k, v]) => [k, tile(v)]));
}
