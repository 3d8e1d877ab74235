import { expect, test } from '../support/fixtures';
import { openLevel } from '../support/play';
import { pixelDifference } from '../support/pixels';
import { signInAsNewStudent } from '../support/student';

test('PageUp and PageDown zoom the camera in and back out', async ({ page }) => {
  await signInAsNewStudent(page);
  await openLevel(page, 'intro-level1');
  const map = page.getByRole('img', { name: 'Game map' });
  await expect(page.getByText('Loading assets ...')).toBeHidden({ timeout: 30_000 });
  await map.focus();
  const shot = () => map.screenshot({ animations: 'disabled' });

  await expect(map).toHaveAttribute('data-zoom', '64');
  const before = await shot();

  // At the default zoom (64) PageDown has nowhere to go: one PageUp then reaches 96.
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageUp');
  await expect(map).toHaveAttribute('data-zoom', '96');
  await expect
    .poll(async () => pixelDifference(page, before, await shot()), { timeout: 10_000 })
    .toBeGreaterThan(0.2);
  const at96 = await shot();
  await page.keyboard.press('PageUp');
  await expect(map).toHaveAttribute('data-zoom', '128');
  await expect
    .poll(async () => pixelDifference(page, at96, await shot()), { timeout: 10_000 })
    .toBeGreaterThan(0.2);

  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect(map).toHaveAttribute('data-zoom', '64');
  await expect
    .poll(async () => pixelDifference(page, before, await shot()), { timeout: 10_000 })
    .toBeLessThan(0.1);
});

test('the mouse wheel over the map zooms in, and back out to the level’s zoom', async ({ page }) => {
  await signInAsNewStudent(page);
  await openLevel(page, 'intro-level1');
  const map = page.getByRole('img', { name: 'Game map' });
  await expect(page.getByText('Loading assets ...')).toBeHidden({ timeout: 30_000 });
  const shot = () => map.screenshot({ animations: 'disabled' });
  const before = await shot();
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

  await expect(map).toHaveAttribute('data-zoom', '64');
  // Three notches up: 10 % each, from the level's 64 px per tile to about 85.
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -100);
  await expect(map).not.toHaveAttribute('data-zoom', '64');
  await expect
    .poll(async () => pixelDifference(page, before, await shot()), { timeout: 10_000 })
    .toBeGreaterThan(0.2);

  // Three notches down: the level's own zoom again.
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 100);
  await expect(map).toHaveAttribute('data-zoom', '64');
  await expect
    .poll(async () => pixelDifference(page, before, await shot()), { timeout: 10_000 })
    .toBeLessThan(0.1);
});
