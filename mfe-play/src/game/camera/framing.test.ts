import { frameCamera } from './framing';

describe('frameCamera', () => {
  it('follows the character at the chosen zoom on a large map', () => {
    // 40×30 tiles = 640×480 world units; 800×600 view at 64 px/tile shows 12.5×9.4 tiles.
    const f = frameCamera({
      viewWidth: 800,
      viewHeight: 600,
      mapWidth: 640,
      mapHeight: 480,
      tilePx: 64,
      focusX: 320,
      focusY: 240,
    });
    expect(f.scale).toBe(4);
    expect([f.centerX, f.centerY]).toEqual([320, 240]);
    expect(
      frameCamera({
        viewWidth: 800,
        viewHeight: 600,
        mapWidth: 640,
        mapHeight: 480,
        tilePx: 128,
        focusX: 320,
        focusY: 240,
      }).scale,
    ).toBe(8);
  });

  it('never shows past the map edge', () => {
    const f = frameCamera({
      viewWidth: 800,
      viewHeight: 600,
      mapWidth: 640,
      mapHeight: 480,
      tilePx: 64,
      focusX: 8,
      focusY: 470,
    });
    expect(f.centerX).toBe(100); // half the view (800 / 4 / 2)
    expect(f.centerY).toBe(480 - 75);
  });

  it('fits and centres a map smaller than the view', () => {
    // 10×6 tiles at 64 px = 640×384, smaller than 800×600: scaled up to fill the width.
    const f = frameCamera({
      viewWidth: 800,
      viewHeight: 600,
      mapWidth: 160,
      mapHeight: 96,
      tilePx: 64,
      focusX: 8,
      focusY: 8,
    });
    expect(f.scale).toBe(5);
    expect([f.centerX, f.centerY]).toEqual([80, 48]);
  });

  it('snaps the centre to whole device pixels', () => {
    const f = frameCamera({
      viewWidth: 400,
      viewHeight: 300,
      mapWidth: 1600,
      mapHeight: 1600,
      tilePx: 64,
      focusX: 500.13,
      focusY: 600.3,
      pixelRatio: 2,
    });
    expect((f.centerX * 8) % 1).toBe(0);
    expect((f.centerY * 8) % 1).toBe(0);
  });
});
