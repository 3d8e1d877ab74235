import { decodeGid } from './tileGid';

describe('decodeGid', () => {
  it('keeps plain gids and reports no flips', () => {
    expect(decodeGid(37)).toEqual({ gid: 37, flipH: false, flipV: false, flipD: false });
  });

  it('strips the flip bits Tiled stores in the top of the id', () => {
    // 2147483685 = 0x80000025: gid 37 flipped horizontally, as it appears in map JSON.
    expect(decodeGid(2147483685)).toEqual({ gid: 37, flipH: true, flipV: false, flipD: false });
    expect(decodeGid(0x40000000 + 5)).toMatchObject({ gid: 5, flipV: true, flipH: false });
    expect(decodeGid(0xe0000000 + 9)).toEqual({ gid: 9, flipH: true, flipV: true, flipD: true });
  });

  it('drops the hexagonal rotation bit as well', () => {
    expect(decodeGid(0x10000000 + 3).gid).toBe(3);
  });
});
