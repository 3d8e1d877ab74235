import { spriteFit } from './spriteFit';

describe('spriteFit', () => {
  it('keeps pixel art at whole-number scales inside larger cells', () => {
    expect(spriteFit(16, 16, 16, 16)).toBe(1);
    expect(spriteFit(40, 40, 16, 16)).toBe(2);
  });

  it('shrinks icons larger than their cells to fit the narrower side', () => {
    expect(spriteFit(16, 16, 32, 64)).toBe(0.25);
  });
});
