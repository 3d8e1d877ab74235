import type { Page } from '@playwright/test';

/**
 * The share of pixels (0..1) that differ clearly between two PNG screenshots of the same size,
 * decoded by the browser itself so the suite needs no image library.
 */
export function pixelDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
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
      const [x, y] = await Promise.all([decode(first), decode(second)]);
      if (x.width !== y.width || x.height !== y.height) return 1;
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        const delta =
          Math.abs(x.data[i]! - y.data[i]!) +
          Math.abs(x.data[i + 1]! - y.data[i + 1]!) +
          Math.abs(x.data[i + 2]! - y.data[i + 2]!);
        if (delta > 48) differing += 1;
      }
      return differing / (x.width * x.height);
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

/**
 * The share of pixels (0..1) of a PNG that differ clearly from its top-left pixel, its background:
 * near 0 for a blank page, well above it for a page with a drawing and text on it.
 */
export function inkShare(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) {
      const delta =
        Math.abs(data[i]! - data[0]!) + Math.abs(data[i + 1]! - data[1]!) + Math.abs(data[i + 2]! - data[2]!);
      if (delta > 48) inked += 1;
    }
    return inked / (canvas.width * canvas.height);
  }, png.toString('base64'));
}
