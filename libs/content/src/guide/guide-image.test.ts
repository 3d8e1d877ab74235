import fs from 'fs';
import path from 'path';
import { PNG } from 'pngjs';
import { ASSETS_DIR, getLevel, guideImageOf, renderLevelImage } from '../index';

const pixel = (png: PNG, x: number, y: number) => [
  ...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4),
];

/** The 16×16 cell at (cx, cy) as one string of RGBA bytes. */
function cell(png: PNG, cx: number, cy: number): string {
  const rows: number[] = [];
  for (let y = 0; y < 16; y++)
    for (let x = 0; x < 16; x++) rows.push(...pixel(png, cx * 16 + x, cy * 16 + y));
  return Buffer.from(rows).toString('hex');
}

describe('guide images', () => {
  const level = getLevel('python', 'loops-level1')!;

  it('draws the map at one pixel per map pixel, every pixel opaque', () => {
    const image = renderLevelImage(level);
    expect([image.width, image.height]).toEqual([level.map.width * 16, level.map.height * 16]);
    for (let i = 3; i < image.data.length; i += 4) expect(image.data[i]).toBe(255);
  });

  it('puts Rabbit on the start cell, facing up', () => {
    const image = renderLevelImage(level);
    const sheet = PNG.sync.read(fs.readFileSync(path.join(ASSETS_DIR, 'sprites/characters/Rabbit.png')));
    const [sx, sy] = level.start;
    // Every opaque pixel of the "up" frame (row 1, frame 0) is on the start cell.
    let opaque = 0;
    for (let y = 0; y < 16; y++) {
      for (let x = 0; x < 16; x++) {
        const frame = pixel(sheet, x, 16 + y);
        if (frame[3] === 0) continue;
        opaque += 1;
        expect(pixel(image, sx * 16 + x, sy * 16 + y)).toEqual(frame);
      }
    }
    expect(opaque).toBeGreaterThan(30);
  });

  it('shows the items at the start: logs to collect, but not the bridge that is not built yet', () => {
    const image = renderLevelImage(level);
    const withoutItems = renderLevelImage({ ...level, items: [], levelGoals: [] });
    const log = level.items.find((i) => i.type === 'log')!;
    const bridge = level.items.find((i) => i.action === 'build')!;
    expect(cell(image, ...log.position)).not.toEqual(cell(withoutItems, ...log.position));
    expect(cell(image, ...bridge.position)).toEqual(cell(withoutItems, ...bridge.position));
  });

  it('encodes a PNG once per level, versioned by a hash of its bytes', () => {
    const first = guideImageOf(level);
    expect(guideImageOf(level)).toBe(first);
    expect(first.png.subarray(1, 4).toString()).toBe('PNG');
    expect(first.version).toMatch(/^[0-9a-f]{12}$/);
    const decoded = PNG.sync.read(first.png);
    expect([decoded.width, decoded.height]).toEqual([first.width, first.height]);
    expect(guideImageOf(getLevel('python', 'loops-level2')!).version).not.toBe(first.version);
  });
});
