// Rabbit, the default student character, drawn by hand in the Arcade palette:
// white fur (1), pale shading (d), pink ears and nose (3), black outline and eyes (f).

const FRONT = [
  '....ff....ff....',
  '...f11f..f11f...',
  '...f13f..f31f...',
  '...f13f..f31f...',
  '...f13f..f31f...',
  '..ff11ffff11ff..',
  '.f111111111111f.',
  '.f111111111111f.',
  '.f11ff1111ff11f.',
  '.f11ff1111ff11f.',
  '.f3111133111 3f.'.replace(' ', '1'),
  '.fd1111111111df.',
  '..ffd111111dff..',
  '..f1fd1111df1f..',
  '..ff11111111ff..',
  '...fddf..fddf...',
];

const BACK = [
  '....ff....ff....',
  '...f11f..f11f...',
  '...f1df..fd1f...',
  '...f1df..fd1f...',
  '...f1df..fd1f...',
  '..ff11ffff11ff..',
  '.f111111111111f.',
  '.f111111111111f.',
  '.f111111111111f.',
  '.f111111111111f.',
  '.fd1111111111df.',
  '.fdd11111111ddf.',
  '..ffdd1111ddff..',
  '..fdfd1111dfdf..',
  '..ffddd11dddff..',
  '...fddf..fddf...',
];

// Facing left; the right-facing frames are mirrored.
const SIDE = [
  '.......ff.ff....',
  '......f11f11f...',
  '......f13f31f...',
  '......f13f31f...',
  '......f13f1f....',
  '....fff11f1ff...',
  '...f11111111f...',
  '..f1111111111f..',
  '..f1ff1111111f..',
  '..f1ff11111111f.',
  '.f311111111111f.',
  '..ffd11111111df.',
  '...ffd1111111dff',
  '....fd1111111d1f',
  '....ff11111111f.',
  '.....fddf.fddf..',
];

/** Replaces the bottom rows (feet) to make a step. */
function step(rows, feet) {
  return [...rows.slice(0, rows.length - feet.length), ...feet];
}

function bob(rows) {
  // Lifts the body one pixel so the walk bounces.
  return [...rows.slice(1, 15), rows[14], rows[15]];
}

export const RABBIT_FRAMES = {
  down: [FRONT, bob(step(FRONT, ['...fddf...ff....'])), FRONT, bob(step(FRONT, ['....ff...fddf...']))],
  up: [BACK, bob(step(BACK, ['...fddf...ff....'])), BACK, bob(step(BACK, ['....ff...fddf...']))],
  left: [SIDE, bob(step(SIDE, ['....fddf...ff...'])), SIDE, bob(step(SIDE, ['......ff..fddf..']))],
};
