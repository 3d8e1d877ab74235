import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { screenshot } from './support/play';
import { signInAsNewStudent } from './support/student';

function mapSize(course: string, slug: string): [number, number] {
  const map = JSON.parse(
    readFileSync(path.join(__dirname, '../libs/content/courses', course, slug, 'map.json'), 'utf8'),
  ) as { width: number; height: number };
  return [map.width * 16, map.height * 16];
}

test('the guide shows a picture of the level’s own map, served by the levels service', async ({ page }) => {
  // loops-level1 (chapter 3) is open to a subscribed family's student.
  await signInAsNewStudent(page, 'robin', { subscribed: true });
  const images: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/level/guide/')) images.push(response.headers()['content-type'] ?? '');
  });
  await page.goto('/en/play/python/loops-level1');
  const picture = page
    .getByRole('region', { name: 'Guide' })
    .getByRole('img', { name: 'A picture that goes with this level’s guide' });
  await expect(picture).toBeVisible({ timeout: 30_000 });
  await expect(picture).toHaveAttribute(
    'src',
    /^\/api\/level\/guide\/python\/loops-level1\.png\?v=[0-9a-f]{12}$/,
  );
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight]),
    )
    .toEqual([true, ...mapSize('python', 'loops-level1')]);
  expect(images).toEqual(['image/png']);
  // Through the gateway too, the versioned URL may be cached for good.
  const served = await page.request.get((await picture.getAttribute('src'))!);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await screenshot(page, 'guide-image');
});

test('the sidebar footer links to the credits, which list each third-party work with its licence', async ({
  page,
}) => {
  await page.goto('/en/play/python/intro-level1');
  const footer = page.getByRole('navigation', { name: 'Course navigation' }).locator('footer');
  await expect(footer.getByRole('link', { name: 'Terms' })).toBeVisible();
  await footer.getByRole('link', { name: 'Credits' }).click();
  await expect(page).toHaveURL(/\/en\/credits$/);
  await expect(page.getByRole('heading', { name: 'Credits', level: 1 })).toBeVisible();
  const art = page.getByRole('region', { name: 'Tiles and characters' });
  await expect(art.getByRole('link', { name: 'pxt-arcade image gallery' })).toBeVisible();
  await expect(art).toContainText('© Microsoft Corporation · Licence: MIT');
  await expect(page.getByRole('region', { name: 'Icons' })).toContainText('Licence: ISC');
  await expect(page.getByRole('region', { name: 'Sounds' })).toContainText('no recordings by others');
  await expect(page.getByRole('region', { name: 'Software that runs in your browser' })).toContainText(
    'Pyodide',
  );
  await screenshot(page, 'credits');
  const texts = page.getByRole('link', { name: 'Read the full licence texts' });
  await expect(texts).toHaveAttribute('href', '/assets/LICENSES.md');
  const licences = await page.request.get('/assets/LICENSES.md');
  expect(licences.status()).toBe(200);
  expect(await licences.text()).toContain('Permission is hereby granted');
});
