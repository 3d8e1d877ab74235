// Tiled stores flips in the top bits of each gid (https://doc.mapeditor.org/en/stable/reference/global-tile-ids/).
export const FLIPPED_HORIZONTALLY = 0x80000000;
export const FLIPPED_VERTICALLY = 0x40000000;
export const FLIPPED_DIAGONALLY = 0x20000000;
export const ROTATED_HEXAGONAL = 0x10000000;
const GID_MASK = 0x0fffffff;

export interface DecodedGid {
  /** The tile's global id without flip bits; 0 means an empty cell. */
  gid: number;
  flipH: boolean;
  flipV: boolean;
  flipD: boolean;
}

export function decodeGid(raw: number): DecodedGid {
  // JSON gives an unsigned 32-bit number; bitwise operators work on signed 32-bit values.
  const value = raw >>> 0;
  return {
    gid: (value & GID_MASK) >>> 0,
    flipH: (value & FLIPPED_HORIZONTALLY) !== 0,
    flipV: (value & FLIPPED_VERTICALLY) !== 0,
    flipD: (value & FLIPPED_DIAGONALLY) !== 0,
  };
}
