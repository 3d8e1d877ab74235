// Turns each level's layout.txt (one character per 16×16 cell) into a Tiled JSON map.json with the
// six tile layers and a collisions object group. Usage: node scripts/build-maps.mjs [levelDir...]
//
// Legend:  .  grass          ,  grass + flower patch   =  path (auto-edged)   ~  water (auto-shored)
//          O  oak (2×2)      P  pine (2×2)             i  small pine          b  bush
//          r  rock           s  stump                  B  boulder             f  fence (auto-joined)
//          w  white flower   k  pink flower            m  mushrooms           o  pebbles
//          t  grass tuft     y  yellow flowers         h  red house (3×3)     H  blue house (3×3)
//          _  planks (walkable floor)                  #  soil (walkable)
//          a  sand (walkable)   d  dark grass (walkable)  q  stone paving (walkable)
//          L  light castle floor (walkable)            T  statue (blocking, 1×2 drawn upward)
//          c  blue crystal (blocking)
//          u  rock on sand (blocking)   e  boulder on sand (blocking)   v  pebbles on sand (walkable)
//          W  castle wall block (blocking)
//   winter (snow ground under each; winter.tsj):  n  snow (walkable)   p  snowy path (auto-edged)
//          I  ice (auto-edged, blocking)  X  snowy pine (2×2)  Y  snowy oak (2×2)  x  small snowy pine
//          g  snowy bush   z  snowman (all blocking)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const TILESET_DIR = path.join(ROOT, 'assets', 'tileset_png');
const TILESETS = ['terrain.tsj', 'nature.tsj'];

/** Tile name -> gid across the map's tilesets. */
function loadGids(extra = []) {
  const gids = new Map();
  const refs = [];
  let firstgid = 1;
  for (const source of [...TILESETS, ...extra]) {
    const tsj = JSON.parse(fs.readFileSync(path.join(TILESET_DIR, source), 'utf8'));
    refs.push({ firstgid, source });
    for (const t of tsj.tiles) gids.set(t.type, firstgid + t.id);
    firstgid += tsj.tilecount;
  }
  return { gids, refs };
}

/** Small deterministic hash so grass variety is stable between builds. */
function noise(x, y, seed) {
  let h = (x * 374761393 + y * 668265263 + seed * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

const BLOCKING = new Set(['~', 'O', 'P', 'i', 'b', 'r', 's', 'B', 'f', 'h', 'H']);
// Added scenery: statues and crystals block.
for (const c of ['T', 'c']) BLOCKING.add(c);
// Beach scenery: drawn over sand instead of grass; rocks and boulders block.
const ON_SAND = {
  u: ['middle_layer', 'rock'],
  e: ['middle_layer', 'boulder'],
  v: ['ground_details', 'pebbles'],
};
for (const c of ['u', 'e']) BLOCKING.add(c);
// Castle walls: dark stone blocks from dungeon.tsj.
BLOCKING.add('W');
// Winter scenery from winter.tsj (scripts/make-winter.mjs); snow lies under all of it.
const WINTER = new Set(['n', 'p', 'I', 'X', 'Y', 'x', 'g', 'z']);
for (const c of ['I', 'X', 'Y', 'x', 'g', 'z']) BLOCKING.add(c);
const WINTER_SINGLE = { g: 'snow_bush', z: 'snowman' };
const SINGLE = { b: 'bush', r: 'rock', s: 'stump', B: 'boulder', c: 'crystal_blue' };
const DETAIL = {
  ',': 'flowers_red',
  y: 'flowers_yellow',
  w: 'flower_white',
  k: 'flower_pink',
  m: 'mushrooms',
  o: 'pebbles',
  t: 'grass_tuft',
};

export function buildMap(layoutText, seed = 1) {
  // Castle floor tiles live in dungeon.tsj; only maps that use them carry that tileset.
  const { gids, refs } = loadGids([
    ...(/[LW]/.test(layoutText) ? ['dungeon.tsj'] : []),
    ...([...WINTER].some((c) => layoutText.includes(c)) ? ['winter.tsj'] : []),
  ]);
  const rows = layoutText
    .replace(/\r/g, '')
    .split('\n')
    .filter((r) => r.length > 0);
  const height = rows.length;
  const width = rows[0].length;
  rows.forEach((r, y) => {
    if (r.length !== width) throw new Error(`layout row ${y} has ${r.length} cells, expected ${width}`);
  });
  const at = (x, y) => (x < 0 || y < 0 || x >= width || y >= height ? null : rows[y][x]);
  const layerNames = [
    'ground_tiles',
    'ground_layer',
    'ground_details',
    'middle_layer',
    'top_layer',
    'extra_layer',
  ];
  const layers = Object.fromEntries(layerNames.map((n) => [n, new Array(width * height).fill(0)]));
  const put = (layer, x, y, tile) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const gid = gids.get(tile);
    if (!gid) throw new Error(`unknown tile ${tile}`);
    layers[layer][y * width + x] = gid;
  };
  const mask = (x, y, same) =>
    [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ].reduce((m, [dx, dy], i) => {
      const c = at(x + dx, y + dy);
      // The map edge counts as a continuation so paths and ponds run off the map cleanly.
      return m | (c === null || same.includes(c) ? 1 << i : 0);
    }, 0);
  const done = new Set();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = rows[y][x];
      const r = noise(x, y, seed);
      put('ground_tiles', x, y, r < 0.12 ? 'grass_tufts' : r < 0.18 ? 'grass_flowers' : 'grass');
      if (WINTER.has(c)) put('ground_tiles', x, y, r < 0.15 ? 'snow_tufts' : 'snow');
      if (done.has(`${x},${y}`)) continue;
      if (c === '=') put('ground_layer', x, y, `path_${mask(x, y, '=')}`);
      else if (c === '~') put('ground_layer', x, y, `water_${mask(x, y, '~')}`);
      else if (c === '_') put('ground_layer', x, y, 'planks');
      else if (c === '#') put('ground_layer', x, y, 'soil');
      else if (c === 'a') put('ground_layer', x, y, 'sand');
      else if (ON_SAND[c]) {
        put('ground_layer', x, y, 'sand');
        put(ON_SAND[c][0], x, y, ON_SAND[c][1]);
      } else if (c === 'd')
        put(
          'ground_tiles',
          x,
          y,
          r < 0.12 ? 'dark_grass_tufts' : r < 0.18 ? 'dark_grass_flowers' : 'dark_grass',
        );
      else if (c === 'q') put('ground_layer', x, y, r < 0.15 ? 'stone_cracked' : 'stone');
      else if (c === 'W') put('ground_layer', x, y, r < 0.2 ? 'floor_dark_1' : 'floor_dark_0');
      else if (c === 'L') put('ground_layer', x, y, r < 0.2 ? 'floor_light_1' : 'floor_light_0');
      else if (c === 'T') {
        put('middle_layer', x, y, 'statue_bottom');
        put('top_layer', x, y - 1, 'statue_top');
      } else if (DETAIL[c]) put('ground_details', x, y, DETAIL[c]);
      else if (SINGLE[c]) put('middle_layer', x, y, SINGLE[c]);
      else if (c === 'n') {
        // snow ground only
      } else if (c === 'p') put('ground_layer', x, y, `snow_path_${mask(x, y, 'p')}`);
      else if (c === 'I') put('ground_layer', x, y, `ice_${mask(x, y, 'I')}`);
      else if (WINTER_SINGLE[c]) put('middle_layer', x, y, WINTER_SINGLE[c]);
      else if (c === 'x') {
        put('middle_layer', x, y, 'snow_small_pine_1');
        put('top_layer', x, y - 1, 'snow_small_pine_0');
      } else if (c === 'X' || c === 'Y') {
        const name = c === 'X' ? 'snow_pine' : 'snow_oak';
        if (at(x + 1, y) !== c || at(x, y + 1) !== c || at(x + 1, y + 1) !== c) {
          throw new Error(`tree at ${x},${y} is not a 2×2 block`);
        }
        put('top_layer', x, y, `${name}_0`);
        put('top_layer', x + 1, y, `${name}_1`);
        put('middle_layer', x, y + 1, `${name}_2`);
        put('middle_layer', x + 1, y + 1, `${name}_3`);
        for (const [dx, dy] of [
          [1, 0],
          [0, 1],
          [1, 1],
        ])
          done.add(`${x + dx},${y + dy}`);
      } else if (c === 'i') {
        put('middle_layer', x, y, 'tree_small_pine_1');
        put('top_layer', x, y - 1, 'tree_small_pine_0');
      } else if (c === 'O' || c === 'P') {
        const name = c === 'O' ? 'tree_oak' : 'tree_pine';
        if (at(x + 1, y) !== c || at(x, y + 1) !== c || at(x + 1, y + 1) !== c) {
          throw new Error(`tree at ${x},${y} is not a 2×2 block`);
        }
        put('top_layer', x, y, `${name}_0`);
        put('top_layer', x + 1, y, `${name}_1`);
        put('middle_layer', x, y + 1, `${name}_2`);
        put('middle_layer', x + 1, y + 1, `${name}_3`);
        for (const [dx, dy] of [
          [1, 0],
          [0, 1],
          [1, 1],
        ])
          done.add(`${x + dx},${y + dy}`);
      } else if (c === 'h' || c === 'H') {
        const name = c === 'h' ? 'house_red' : 'house_blue';
        for (let j = 0; j < 3; j++) {
          for (let i = 0; i < 3; i++) {
            if (at(x + i, y + j) !== c) throw new Error(`house at ${x},${y} is not a 3×3 block`);
            put(j === 0 ? 'top_layer' : 'middle_layer', x + i, y + j, `${name}_${j * 3 + i}`);
            done.add(`${x + i},${y + j}`);
          }
        }
      } else if (c === 'f') {
        const m = mask(x, y, 'f') & ~edgeMask(x, y);
        const n = m & 1,
          e = m & 2,
          s = m & 4,
          w = m & 8;
        const tile =
          (e || w) && !(n || s)
            ? e && w
              ? 'fence_h'
              : e
                ? 'fence_end_w'
                : 'fence_end_e'
            : (n || s) && !(e || w)
              ? 'fence_v'
              : e && s
                ? 'fence_nw'
                : w && s
                  ? 'fence_ne'
                  : e && n
                    ? 'fence_sw'
                    : w && n
                      ? 'fence_se'
                      : m === 0
                        ? 'fence_post'
                        : 'fence_h';
        put('middle_layer', x, y, tile);
      } else if (c !== '.') {
        throw new Error(`unknown layout character '${c}' at ${x},${y}`);
      }
    }
  }
  function edgeMask(x, y) {
    // Fences do not join toward the map edge.
    return (y === 0 ? 1 : 0) | (x === width - 1 ? 2 : 0) | (y === height - 1 ? 4 : 0) | (x === 0 ? 8 : 0);
  }

  // One collision rectangle per horizontal run of blocking cells.
  const objects = [];
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width) {
      if (!BLOCKING.has(rows[y][x])) {
        x++;
        continue;
      }
      const x0 = x;
      while (x < width && BLOCKING.has(rows[y][x])) x++;
      objects.push({
        id: objects.length + 1,
        name: '',
        type: 'collision',
        x: x0 * 16,
        y: y * 16,
        width: (x - x0) * 16,
        height: 16,
        rotation: 0,
        visible: true,
      });
    }
  }

  return {
    type: 'map',
    version: '1.10',
    tiledversion: '1.10.2',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    infinite: false,
    compressionlevel: -1,
    width,
    height,
    tilewidth: 16,
    tileheight: 16,
    nextlayerid: layerNames.length + 2,
    nextobjectid: objects.length + 1,
    layers: [
      ...layerNames.map((name, i) => ({
        id: i + 1,
        name,
        type: 'tilelayer',
        width,
        height,
        x: 0,
        y: 0,
        opacity: 1,
        visible: true,
        data: layers[name],
      })),
      {
        id: layerNames.length + 1,
        name: 'collisions',
        type: 'objectgroup',
        draworder: 'topdown',
        x: 0,
        y: 0,
        opacity: 1,
        visible: true,
        objects,
      },
    ],
    tilesets: refs,
  };
}

/** Every level folder under courses/ that has a layout.txt. */
export function levelDirs() {
  const out = [];
  const coursesDir = path.join(ROOT, 'courses');
  for (const course of fs.readdirSync(coursesDir)) {
    const cdir = path.join(coursesDir, course);
    if (!fs.statSync(cdir).isDirectory()) continue;
    for (const level of fs.readdirSync(cdir)) {
      if (fs.existsSync(path.join(cdir, level, 'layout.txt'))) out.push(path.join(cdir, level));
    }
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Written the way the repository's Prettier settings format JSON, so `npm run lint` stays clean.
  const prettier = await import('prettier');
  const options = { ...(await prettier.resolveConfig(ROOT)), parser: 'json' };
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : levelDirs();
  for (const dir of dirs) {
    const layout = fs.readFileSync(path.join(dir, 'layout.txt'), 'utf8');
    const seed = [...path.basename(dir)].reduce((a, ch) => a + ch.charCodeAt(0), 0);
    const map = buildMap(layout, seed);
    fs.writeFileSync(path.join(dir, 'map.json'), await prettier.format(JSON.stringify(map), options));
    console.log(
      `${path.relative(ROOT, dir)}: ${map.width}×${map.height}, ${map.layers[6].objects.length} collision rects`,
    );
  }
}
