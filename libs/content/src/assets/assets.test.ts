import fs from 'fs';
import path from 'path';
import { PNG } from 'pngjs';
import { BUILDABLE, RECIPES } from '@pylands/game-engine';
import { ASSETS_DIR, CHARACTER_NAMES, listCourses, levelsInOrder } from '../index';

const readPng = (file: string) => PNG.sync.read(fs.readFileSync(path.join(ASSETS_DIR, file)));

const ITEMS_DIR = path.join(ASSETS_DIR, 'sprites', 'items');
const itemIndex = (): {
  frameWidth: number;
  frameHeight: number;
  items: string[];
  big?: Record<string, [number, number]>;
} => JSON.parse(fs.readFileSync(path.join(ITEMS_DIR, 'index.json'), 'utf8'));
/** Cells (columns, rows) an item sprite covers: one, or as `big` in items/index.json says (2×2 chicken houses). */
const cellsOf = (name: string): [number, number] => itemIndex().big?.[name] ?? [1, 1];

/** The MakeCode Arcade palette (pxt-arcade, MIT) that every drawn sprite keeps to (scripts/gallery.mjs). */
const PALETTE = [
  '#ffffff',
  '#ff2121',
  '#ff93c4',
  '#ff8135',
  '#fff609',
  '#249ca3',
  '#78dc52',
  '#003fad',
  '#87f2ff',
  '#8e2ec4',
  '#a4839f',
  '#5c406c',
  '#e5cdc4',
  '#91463d',
  '#000000',
];

describe('assets', () => {
  it('has a walk sheet for every student character: 4 rows (down, up, left, right) of 16×16 frames', () => {
    const layout = JSON.parse(
      fs.readFileSync(path.join(ASSETS_DIR, 'sprites/characters/sheet.json'), 'utf8'),
    );
    expect(layout).toMatchObject({ frameWidth: 16, frameHeight: 16, rows: ['down', 'up', 'left', 'right'] });
    for (const name of CHARACTER_NAMES) {
      const png = readPng(`sprites/characters/${name}.png`);
      expect([name, png.width, png.height]).toEqual([name, 16 * layout.framesPerRow, 64]);
      // Every frame shows something: no empty cells in the sheet.
      for (let f = 0; f < 16; f++) {
        const fx = (f % 4) * 16;
        const fy = Math.floor(f / 4) * 16;
        let opaque = 0;
        for (let y = fy; y < fy + 16; y++)
          for (let x = fx; x < fx + 16; x++) opaque += png.data[(y * png.width + x) * 4 + 3] ? 1 : 0;
        expect(opaque).toBeGreaterThan(30);
      }
    }
  });

  it('walks in all four directions: each row animates, and the four rows are different poses', () => {
    const frame = (png: PNG, row: number, column: number) => {
      const rows: Buffer[] = [];
      for (let y = row * 16; y < row * 16 + 16; y++)
        rows.push(
          png.data.subarray((y * png.width + column * 16) * 4, (y * png.width + column * 16 + 16) * 4),
        );
      return Buffer.concat(rows).toString('hex');
    };
    for (const name of CHARACTER_NAMES) {
      const png = readPng(`sprites/characters/${name}.png`);
      const rows = [0, 1, 2, 3].map((row) => [0, 1, 2, 3].map((column) => frame(png, row, column)));
      // At least a standing and a stepping pose per direction (most have two steps).
      expect([name, rows.map((frames) => new Set(frames).size >= 2)]).toEqual([
        name,
        [true, true, true, true],
      ]);
      expect([name, new Set(rows.map((frames) => frames[0])).size]).toEqual([name, 4]);
    }
  });

  it('describes each tileset image correctly in its Tiled .tsj', () => {
    const dir = path.join(ASSETS_DIR, 'tileset_png');
    const sets = fs.readdirSync(dir).filter((f) => f.endsWith('.tsj'));
    expect(sets.length).toBeGreaterThanOrEqual(2);
    for (const file of sets) {
      const tsj = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      const png = readPng(`tileset_png/${tsj.image}`);
      expect(tsj).toMatchObject({ tilewidth: 16, tileheight: 16, margin: 0, spacing: 0 });
      expect([png.width, png.height]).toEqual([tsj.imagewidth, tsj.imageheight]);
      expect(tsj.columns).toBe(png.width / 16);
      expect(tsj.tilecount).toBeLessThanOrEqual(tsj.columns * (png.height / 16));
    }
  });

  it('has the item sprites levels use and the footstep trail', () => {
    const used = listCourses().flatMap((c) =>
      levelsInOrder(c.id).flatMap((l) => l.items.map((i) => i.sprite ?? i.type)),
    );
    for (const name of new Set([
      ...used,
      'apple',
      'coin',
      'chest',
      'chest_open',
      'door',
      'xmark',
      'xmarkLight',
      'xmarkGold',
      'flag',
      'finish',
    ])) {
      const png = readPng(`sprites/items/${name}.png`);
      const [columns, rows] = cellsOf(name);
      expect([name, png.width, png.height]).toEqual([name, 16 * columns, 16 * rows]);
    }
    expect(readPng('sprites/footstep.png').width).toBe(16);
  });

  it('has a sprite for every structure build() makes and every recipe ingredient and result', () => {
    const names = new Set<string>();
    for (const recipe of RECIPES) {
      names.add(recipe.result);
      for (const ingredient of recipe.ingredients) {
        names.add(ingredient.type);
        for (const other of ingredient.alternatives ?? []) names.add(other);
      }
    }
    // Spec §3 build structures: chicken houses in four colours (red and blue small, green and orange
    // big), bridges both ways, stone and wood paths, grain.
    for (const colour of ['red', 'blue', 'green', 'orange']) names.add(`chicken_house_${colour}`);
    for (const name of ['bridge', 'bridge_v', 'stone_path', 'wood_path', 'grain', 'stone', 'bottle'])
      names.add(name);
    const files = new Set(
      fs
        .readdirSync(ITEMS_DIR)
        .filter((f) => f.endsWith('.png'))
        .map((f) => f.slice(0, -4)),
    );
    expect([...names].filter((n) => !files.has(n))).toEqual([]);
    // Every word build() accepts names at least one drawn structure.
    expect(BUILDABLE.filter((word) => ![...files].some((f) => f.startsWith(word)))).toEqual([]);
    expect(cellsOf('chicken_house_green')).toEqual([2, 2]);
    expect(cellsOf('chicken_house_orange')).toEqual([2, 2]);
    expect(cellsOf('chicken_house_red')).toEqual([1, 1]);
  });

  it('lists every item sprite in items/index.json; each is a valid PNG in the 16-colour palette', () => {
    const index = itemIndex();
    const files = fs
      .readdirSync(ITEMS_DIR)
      .filter((f) => f.endsWith('.png'))
      .map((f) => f.slice(0, -4))
      .sort();
    expect(index).toMatchObject({ frameWidth: 16, frameHeight: 16 });
    expect([...index.items].sort()).toEqual(files);
    for (const name of Object.keys(index.big ?? {})) expect(files).toContain(name);
    for (const name of files) {
      const png = readPng(`sprites/items/${name}.png`);
      const [columns, rows] = cellsOf(name);
      expect([name, png.width, png.height]).toEqual([name, 16 * columns, 16 * rows]);
      const off = new Set<string>();
      let opaque = 0;
      for (let i = 0; i < png.data.length; i += 4) {
        const alpha = png.data[i + 3];
        if (alpha === 0) continue;
        opaque++;
        const hex = '#' + [0, 1, 2].map((c) => png.data[i + c].toString(16).padStart(2, '0')).join('');
        if (alpha !== 255 || !PALETTE.includes(hex)) off.add(`${hex}/${alpha}`);
      }
      expect([name, [...off]]).toEqual([name, []]);
      expect([name, opaque > 20]).toEqual([name, true]);
    }
  });
});
