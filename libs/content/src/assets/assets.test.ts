import fs from 'fs';
import path from 'path';
import { PNG } from 'pngjs';
import { ASSETS_DIR, CHARACTER_NAMES, listCourses, levelsInOrder } from '../index';

const readPng = (file: string) => PNG.sync.read(fs.readFileSync(path.join(ASSETS_DIR, file)));

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
      expect([name, png.width, png.height]).toEqual([name, 16, 16]);
    }
    expect(readPng('sprites/footstep.png').width).toBe(16);
  });
});
