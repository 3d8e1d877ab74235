// Item sprites (16×16): gallery food, coins, chests and doors, plus drawn fruit, marks and flags.
import { blank, centre, fit, fromRows } from './image.mjs';

const BANANA = fromRows([
  '................',
  '................',
  '.............fe.',
  '............f5f.',
  '...........f55f.',
  '..........f555f.',
  '.........f5554f.',
  '........f5554f..',
  '.f.....f5554f...',
  'fef..ff55554f...',
  '.f5ff555554f....',
  '.f555555544f....',
  '..f5555444f.....',
  '...ff4444f......',
  '.....ffff.......',
  '................',
]);

const CARROT = fromRows([
  '................',
  '.....7...7......',
  '......7.7.7.....',
  '......67776.....',
  '.......666......',
  '.....ff44ff.....',
  '.....f4444f.....',
  '.....f4e44f.....',
  '......f444f.....',
  '......f44ef.....',
  '......f444f.....',
  '.......f4ef.....',
  '.......f4f......',
  '.......f4f......',
  '........f.......',
  '................',
]);

const EGG = fromRows([
  '................',
  '................',
  '................',
  '......ffff......',
  '.....f1111f.....',
  '....f111111f....',
  '....f111111f....',
  '...f11111111f...',
  '...f11111111f...',
  '...f1111111df...',
  '...f111111ddf...',
  '...fd1111dddf...',
  '....fdddddddf...',
  '.....ffffff.....',
  '................',
  '................',
]);

const FLAG = fromRows([
  '................',
  '...ff...........',
  '...fdf2222......',
  '...fbf22222222..',
  '...fbf222222222.',
  '...fbf22222222..',
  '...fbf2222222...',
  '...fbf2.....22..',
  '...fbf..........',
  '...fbf..........',
  '...fbf..........',
  '...fbf..........',
  '...fbf..........',
  '..fbbbf.........',
  '..fcccf.........',
  '................',
]);

const FINISH = fromRows([
  '................',
  '...ff...........',
  '...fdfffffffff..',
  '...fbf11ff11ff..',
  '...fbf11ff11ff..',
  '...fbfff11ff11f.',
  '...fbfff11ff11f.',
  '...fbf11ff11ff..',
  '...fbf11ff11ff..',
  '...fbffffffff...',
  '...fbf..........',
  '...fbf..........',
  '...fbf..........',
  '..f777f.........',
  '.f77777f........',
  '..fffff.........',
]);

const FOOTSTEP = fromRows([
  '................',
  '................',
  '................',
  '................',
  '................',
  '......c..c......',
  '.....c....c.....',
  '................',
  '......cccc......',
  '.....cccccc.....',
  '......cccc......',
  '................',
  '................',
  '................',
  '................',
  '................',
]);

/** A cross on the ground in the given colour with a darker outline. */
function xmark(fill, outline) {
  const t = blank(16, 16);
  const set = (x, y, v) => {
    if (x >= 0 && y >= 0 && x < 16 && y < 16 && (v === fill || t.px[y][x] !== fill)) t.px[y][x] = v;
  };
  for (let i = 3; i <= 12; i++) {
    for (const x of [i, 15 - i]) {
      for (const [dx, dy] of [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
        [2, 0],
        [-2, 0],
      ])
        set(x + dx, i + dy, outline);
    }
  }
  for (let i = 3; i <= 12; i++) {
    for (const x of [i, 15 - i]) {
      set(x, i, fill);
      set(x + (x < 8 ? 1 : -1) * 0 + 1, i, fill);
    }
  }
  return t;
}

export function itemSprites(g) {
  const food = (n) => g(`sprites.food.${n}`);
  return {
    apple: food('smallApple'),
    banana: BANANA,
    carrot: CARROT,
    lemon: food('smallLemon'),
    strawberry: food('smallStrawberry'),
    cherries: food('smallCherries'),
    cake: food('smallCake'),
    donut: food('smallDonut'),
    egg: EGG,
    coin: centre(g('sprites.builtin.coin0')),
    chest: g('sprites.dungeon.chestClosed'),
    chest_open: g('sprites.dungeon.chestOpen'),
    door: g('sprites.dungeon.doorClosedNorth'),
    door_open: g('sprites.dungeon.doorOpenNorth'),
    rock: g('sprites.castle.rock0'),
    star: g('sprites.projectile.star1'),
    heart: g('sprites.projectile.heart1'),
    gem_red: g('sprites.dungeon.collectibleRedCrystal'),
    gem_blue: g('sprites.dungeon.collectibleBlueCrystal'),
    jewel: g('sprites.jewels.jewel1'),
    mushroom: g('sprites.builtin.forestScenery3'),
    flower: fit(g('sprites.builtin.forestFlowers0')),
    xmark: xmark(2, 14),
    xmarkLight: xmark(1, 11),
    xmarkGold: xmark(5, 4),
    flag: FLAG,
    finish: FINISH,
  };
}

export { FOOTSTEP };
