import { clampZoom, levelZoomOf, pinchZoom, stepZoom, wheelZoom, zoomRange } from './zoom';

describe('zoom range', () => {
  it('is 0.3× to 2.5× of the level zoom', () => {
    expect(zoomRange(64)).toEqual({ min: 19.2, max: 160 });
    expect(zoomRange(50)).toEqual({ min: 15, max: 125 });
  });

  it('falls back to 64 when a level has no usable zoom', () => {
    expect(levelZoomOf(0)).toBe(64);
    expect(levelZoomOf(Number.NaN)).toBe(64);
    expect(levelZoomOf(undefined)).toBe(64);
    expect(zoomRange(-3)).toEqual({ min: 19.2, max: 160 });
  });

  it('clamps into the range', () => {
    expect(clampZoom(500, 64)).toBe(160);
    expect(clampZoom(1, 64)).toBe(19.2);
    expect(clampZoom(80, 64)).toBe(80);
  });
});

describe('wheel and pinch zoom (speed 0.5)', () => {
  it('zooms in by 10 % per wheel notch up and back out by the same factor', () => {
    expect(wheelZoom(64, -100, 64)).toBeCloseTo(70.4);
    expect(wheelZoom(wheelZoom(64, -100, 64), 100, 64)).toBeCloseTo(64);
    // Three lines of a line-mode wheel are about one notch.
    expect(wheelZoom(64, -3, 64, 1)).toBeCloseTo(64 * 1.1 ** 0.99);
  });

  it('never leaves the range however far the wheel turns', () => {
    expect(wheelZoom(64, -100_000, 64)).toBe(160);
    expect(wheelZoom(64, 100_000, 64)).toBe(19.2);
  });

  it('follows a pinch at half speed: doubling the finger distance zooms by √2', () => {
    expect(pinchZoom(64, 2, 64)).toBeCloseTo(64 * Math.SQRT2);
    expect(pinchZoom(64, 0.5, 64)).toBeCloseTo(64 / Math.SQRT2);
    expect(pinchZoom(150, 4, 64)).toBe(160);
    expect(pinchZoom(64, 0, 64)).toBe(64);
  });
});

describe('PageUp/PageDown steps', () => {
  it('go 64 → 96 → 128 and back, staying at the ends', () => {
    expect(stepZoom(64, 'in', 64)).toBe(96);
    expect(stepZoom(96, 'in', 64)).toBe(128);
    expect(stepZoom(128, 'in', 64)).toBe(128);
    expect(stepZoom(128, 'out', 64)).toBe(96);
    expect(stepZoom(64, 'out', 64)).toBe(64);
  });

  it('continue from a wheel zoom to the nearest step in that direction', () => {
    expect(stepZoom(70, 'out', 64)).toBe(64);
    expect(stepZoom(70, 'in', 64)).toBe(96);
    expect(stepZoom(30, 'in', 64)).toBe(64);
  });

  it('stay inside a level’s range', () => {
    expect(stepZoom(96, 'in', 50)).toBe(125);
  });
});
