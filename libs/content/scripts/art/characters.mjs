// Student character walk sheets: 16×16 frames, rows down, up, left, right, four frames per row.
import { blank, fit, flipH, fromRows, recolour, sheet } from './image.mjs';
import { RABBIT_FRAMES } from './rabbit.mjs';

export const SHEET_LAYOUT = {
  frameWidth: 16,
  frameHeight: 16,
  rows: ['down', 'up', 'left', 'right'],
  framesPerRow: 4,
  frameTimeMs: 300,
};

/** Four frames per direction from a gallery character; `names` lists frame names per direction. */
function framesOf(g, names) {
  const dir = (list) => {
    const frames = list.map((n) => (typeof n === 'string' ? fit(g(n)) : flipH(fit(g(n.mirror)))));
    // Three-frame cycles (stand, step, step) become stand, step, stand, step.
    if (frames.length === 3) return [frames[0], frames[1], frames[0], frames[2]];
    if (frames.length === 2) return [frames[0], frames[1], frames[0], frames[1]];
    return frames;
  };
  return [dir(names.down), dir(names.up), dir(names.left), dir(names.right)];
}

const hero = (prefix = 'heroWalk') => ({
  down: [1, 2, 3, 4].map((i) => `sprites.castle.${prefix}Front${i}`),
  up: [1, 2, 3, 4].map((i) => `sprites.castle.${prefix}Back${i}`),
  left: [1, 2, 3, 4].map((i) => `sprites.castle.${prefix}SideLeft${i}`),
  right: [1, 2, 3, 4].map((i) => `sprites.castle.${prefix}SideRight${i}`),
});

// Villager 4 has only two side frames, so side cycles use the frames that exist.
const villager = (n, sideFrames = [1, 2, 3]) => ({
  down: [1, 2, 3].map((i) => `sprites.builtin.villager${n}WalkFront${i}`),
  up: [1, 2, 3].map((i) => `sprites.builtin.villager${n}WalkBack${i}`),
  left: sideFrames.map((i) => `sprites.builtin.villager${n}WalkLeft${i}`),
  right: sideFrames.map((i) => `sprites.builtin.villager${n}WalkRight${i}`),
});

const witch = {
  down: [0, 1, 2, 3].map((i) => `sprites.swamp.witchForward${i}`),
  up: [0, 1, 2, 3].map((i) => `sprites.swamp.witchBack${i}`),
  left: [0, 1, 2, 3].map((i) => `sprites.swamp.witchLeft${i}`),
  right: [0, 1, 2, 3].map((i) => `sprites.swamp.witchRight${i}`),
};

const princess = {
  down: [0, 1, 2].map((i) => `sprites.castle.princessFront${i}`),
  up: [0, 1, 2].map((i) => `sprites.castle.princessBack${i}`),
  left: [0, 1, 2].map((i) => `sprites.castle.princessLeft${i}`),
  right: [0, 1, 2].map((i) => ({ mirror: `sprites.castle.princessLeft${i}` })),
};

const princess2 = {
  down: [
    'sprites.castle.princess2Front',
    'sprites.castle.princess2WalkFront1',
    'sprites.castle.princess2WalkFront3',
  ],
  up: [
    'sprites.castle.princess2Back',
    'sprites.castle.princess2WalkBack1',
    'sprites.castle.princess2WalkBack3',
  ],
  left: ['sprites.castle.princess2Left1', 'sprites.castle.princess2Left2'],
  right: ['sprites.castle.princess2Right1', 'sprites.castle.princess2Right2'],
};

// Palette indices: 1 white, 2 red, 3 pink, 4 orange, 5 yellow, 6 teal, 7 green, 8 blue, 9 light blue,
// a purple, b grey, c dark purple, d pale, e brown, f black.
const HAT = [0, 9];
const SHIRT = [10, 15];

/** Every student character: base frames and recolour rules. */
export const CHARACTERS = {
  Boy: { base: hero(), rules: [] },
  Knight: {
    base: hero('heroWalkShield'),
    rules: [
      { from: 2, to: 11, rows: HAT },
      { from: 2, to: 8, rows: SHIRT },
    ],
  },
  Viking: {
    base: hero(),
    rules: [
      { from: 2, to: 11, rows: HAT },
      { from: 14, to: 4, rows: [3, 9] },
      { from: 2, to: 14, rows: SHIRT },
    ],
  },
  Goblin: {
    base: hero(),
    rules: [
      { from: 2, to: 12, rows: HAT },
      { from: 4, to: 7 },
      { from: 13, to: 7 },
      { from: 14, to: 6, rows: [6, 15] },
      { from: 2, to: 14, rows: SHIRT },
    ],
  },
  Luimberjack: {
    base: hero(),
    rules: [
      { from: 2, to: 12, rows: HAT },
      { from: 5, to: 15, rows: SHIRT },
    ],
  },
  FarmerBoy: {
    base: hero(),
    rules: [
      { from: 2, to: 5, rows: HAT },
      { from: 2, to: 8, rows: SHIRT },
    ],
  },
  Girl: { base: villager(1), rules: [] },
  Boy2: { base: villager(2), rules: [] },
  Kid1: { base: villager(3), rules: [] },
  Girl2: { base: villager(4, [1, 2]), rules: [] },
  Kid2: {
    base: villager(3),
    rules: [
      { from: 14, to: 15, rows: [0, 7] },
      { from: 1, to: 5, rows: SHIRT },
    ],
  },
  Punk: {
    base: villager(1),
    rules: [
      { from: 12, to: 7, rows: [0, 7] },
      { from: 3, to: 7, rows: [0, 7] },
      { from: 3, to: 15, rows: SHIRT },
      { from: 6, to: 12, rows: SHIRT },
    ],
  },
  Detective: {
    base: villager(2),
    rules: [
      { from: 12, to: 14, rows: [0, 7] },
      { from: 7, to: 14, rows: SHIRT },
      { from: 6, to: 12, rows: SHIRT },
    ],
  },
  Glasses: {
    base: villager(2),
    rules: [{ from: 7, to: 9, rows: SHIRT }],
    glasses: true,
  },
  OldMan: {
    base: villager(3),
    rules: [
      { from: 14, to: 1, rows: [0, 7] },
      { from: 1, to: 14, rows: SHIRT },
    ],
  },
  OldMan2: {
    base: villager(1),
    rules: [
      { from: 12, to: 11, rows: [0, 7] },
      { from: 3, to: 11, rows: [0, 7] },
      { from: 3, to: 8, rows: SHIRT },
    ],
  },
  Lady: { base: princess, rules: [] },
  Lady2: { base: princess2, rules: [] },
  Wizard1: { base: witch, rules: [] },
  Wizard2: {
    base: witch,
    rules: [
      { from: 5, to: 9 },
      { from: 4, to: 8, rows: [0, 6] },
    ],
  },
};

/** Glasses: dark rims over the eyes of front-facing frames (eyes are the row with the "1" glints). */
function addGlasses(frame) {
  const out = { ...frame, px: frame.px.map((r) => r.slice()) };
  for (let y = 4; y < 12; y++) {
    const row = out.px[y];
    const glints = row.map((v, x) => (v === 1 ? x : -1)).filter((x) => x >= 0);
    if (glints.length === 2 && glints[1] - glints[0] >= 4) {
      for (const x of glints) {
        for (const [dx, dy] of [
          [-1, -1],
          [0, -1],
          [1, -1],
          [-1, 0],
          [1, 0],
        ]) {
          if (out.px[y + dy]?.[x + dx] !== undefined) out.px[y + dy][x + dx] = 15;
        }
      }
      return out;
    }
  }
  return out;
}

export function characterSheets(g) {
  const out = {};
  const rabbit = RABBIT_FRAMES;
  out.Rabbit = sheet([
    rabbit.down.map(fromRows),
    rabbit.up.map(fromRows),
    rabbit.left.map(fromRows),
    rabbit.left.map((f) => flipH(fromRows(f))),
  ]);
  for (const [name, def] of Object.entries(CHARACTERS)) {
    const rows = framesOf(g, def.base).map((dir) => dir.map((f) => recolour(f, def.rules)));
    if (def.glasses) rows[0] = rows[0].map(addGlasses);
    out[name] = sheet(rows);
  }
  return out;
}

export { blank };
