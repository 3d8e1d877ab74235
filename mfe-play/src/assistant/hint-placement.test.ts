import { HINT_GAP_PX, hintTop } from './hint-placement';

const overlaps = (top: number, height: number, lineTops: number[], lineHeight: number) =>
  lineTops.some((line) => top < line + lineHeight && line < top + height);

describe('hintTop', () => {
  it('puts the bubble below the lines when it fits there', () => {
    expect(hintTop({ lineTops: [44], lineHeight: 22, bubbleHeight: 100, areaHeight: 400 })).toBe(
      66 + HINT_GAP_PX,
    );
  });

  it('flips above the lines near the bottom of the editor', () => {
    const top = hintTop({ lineTops: [330], lineHeight: 22, bubbleHeight: 100, areaHeight: 400 });
    expect(top + 100).toBeLessThanOrEqual(330);
    expect(top).toBeGreaterThanOrEqual(0);
  });

  it('never covers the tip line or the error line, wherever they are', () => {
    for (const bubbleHeight of [60, 140, 260])
      for (const areaHeight of [200, 400])
        for (let a = 0; a < areaHeight; a += 22)
          for (const b of [a, a + 44, a - 66]) {
            const lineTops = [a, Math.max(0, b)];
            const top = hintTop({ lineTops, lineHeight: 22, bubbleHeight, areaHeight });
            expect(overlaps(top, bubbleHeight, lineTops, 22)).toBe(false);
          }
  });
});
