import type { Page } from '@playwright/test';

type Measure = 'difference' | 'ink';

/**
 * Decodes PNGs in the browser itself (so the suite needs no image library) and measures a share of
 * pixels (0..1): `difference` between two of the same size, `ink` of one against its top-left pixel.
 */
function measurePngs(page: Page, measure: Measure, pngs: Buffer[]): Promise<number> {
  return page.evaluate(
    async ([kind, images]) => {
      const decode = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height);
      };
      const [x, y] = await Promise.all(images.map(decode));
      const other = kind === 'difference' ? y! : null;
      if (other && (x!.width !== other.width || x!.height !== other.height)) return 1;
      const a = x!.data;
      let differing = 0;
      for (let i = 0; i < a.length; i += 4) {
        // Against the same pixel of the other image, or against the first pixel (the background).
        const j = other ? i : 0;
        const b = other ? other.data : a;
        const delta =
          Math.abs(a[i]! - b[j]!) + Math.abs(a[i + 1]! - b[j + 1]!) + Math.abs(a[i + 2]! - b[j + 2]!);
        if (delta > 48) differing += 1;
      }
      return differing / (x!.width * x!.height);
    },
    [measure, pngs.map((png) => png.toString('base64'))] as const,
  );
}

/** The share of pixels (0..1) that differ clearly between two PNG screenshots of the same size. */
export function pixelDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return measurePngs(page, 'difference', [a, b]);
}

/**
 * The share of pixels (0..1) of a PNG that differ clearly from its top-left pixel, its background:
 * near 0 for a blank page, well above it for a page with a drawing and text on it.
 */
export function inkShare(page: Page, png: Buffer): Promise<number> {
  return measurePngs(page, 'ink', [png]);
}
