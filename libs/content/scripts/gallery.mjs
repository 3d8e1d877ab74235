// Reads the MakeCode Arcade image gallery (MIT, (c) Microsoft) out of the pxt target bundle.
// Images there are "image/x-mkcd-f4": an 8-byte header (0x87, bpp 4, width u16, height u16, pad)
// followed by 4-bit palette indices stored column by column, low nibble first.
import fs from 'node:fs';

export const GALLERY_PATH = process.env.PXT_TARGET_JSON || '/tmp/pxt/package/built/target.json';

/** The Arcade 16-colour palette; index 0 is transparent. */
export const PALETTE = [
  [0, 0, 0, 0],
  [0xff, 0xff, 0xff, 255],
  [0xff, 0x21, 0x21, 255],
  [0xff, 0x93, 0xc4, 255],
  [0xff, 0x81, 0x35, 255],
  [0xff, 0xf6, 0x09, 255],
  [0x24, 0x9c, 0xa3, 255],
  [0x78, 0xdc, 0x52, 255],
  [0x00, 0x3f, 0xad, 255],
  [0x87, 0xf2, 0xff, 255],
  [0x8e, 0x2e, 0xc4, 255],
  [0xa4, 0x83, 0x9f, 255],
  [0x5c, 0x40, 0x6c, 255],
  [0xe5, 0xcd, 0xc4, 255],
  [0x91, 0x46, 0x3d, 255],
  [0x00, 0x00, 0x00, 255],
];

/** Decodes one f4 image into { width, height, px: number[][] } (px[y][x] = palette index). */
export function decodeF4(base64) {
  const buf = Buffer.from(base64, 'base64');
  if (buf[0] !== 0x87 || buf[1] !== 4) throw new Error('not an f4 image');
  const width = buf.readUInt16LE(2);
  const height = buf.readUInt16LE(4);
  const byteHeight = ((height * 4 + 31) >> 5) << 2;
  const px = Array.from({ length: height }, () => new Array(width).fill(0));
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      const b = buf[8 + x * byteHeight + (y >> 1)];
      px[y][x] = y & 1 ? b >> 4 : b & 0x0f;
    }
  }
  return { width, height, px };
}

/** Every gallery image as a Map "namespace.name" -> decoded image. */
export function loadGallery(file = GALLERY_PATH) {
  const target = JSON.parse(fs.readFileSync(file, 'utf8'));
  const out = new Map();
  for (const pkg of Object.values(target.bundledpkgs)) {
    for (const [fname, text] of Object.entries(pkg)) {
      if (!fname.endsWith('.jres')) continue;
      const jres = JSON.parse(text);
      const meta = jres['*'] || {};
      for (const [name, entry] of Object.entries(jres)) {
        if (name === '*') continue;
        const data = typeof entry === 'string' ? entry : entry && entry.data;
        const mime = (typeof entry === 'object' && entry.mimeType) || meta.mimeType;
        if (!data || mime !== 'image/x-mkcd-f4') continue;
        try {
          out.set(`${meta.namespace || fname}.${name}`, decodeF4(data));
        } catch {
          // Not an image literal; skip it.
        }
      }
    }
  }
  return out;
}
