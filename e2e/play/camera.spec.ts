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

  const before = await shot();
  await page.waitForTimeout(800);
  // How much an idle map changes by itself (the character breathing, water shimmering).
  const idle = await pixelDifference(page, before, await shot());
  expect(idle).toBeLessThan(0.1);

  // At the default zoom (64) PageDown has nowhere to go.
  await page.keyboard.press('PageDown');
  await page.waitForTimeout(1200);
  expect(await pixelDifference(page, before, await shot())).toBeLessThan(idle + 0.05);

  await page.keyboard.press('PageUp');
  await expect
    .poll(async () => pixelDifference(page, before, await shot()), { timeout: 5_000 })
    .toBeGreaterThan(idle + 0.2);
  await page.waitForTimeout(1200);
  const at96 = await shot();
  await page.keyboard.press('PageUp');
  await expect
    .poll(async () => pixelDifference(page, at96, await shot()), { timeout: 5_000 })
    .toBeGreaterThan(idle + 0.2);

  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect
    .poll(async () => pixelDifference(page, before, await shot()), { timeout: 5_000 })
    .toBeLessThan(idle + 0.05);
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

  // Three notches up: 10 % each, from the level's 64 px per tile to about 85.
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -100);
  await expect
    .poll(async () => pixelDifference(page, before, await shot()), { timeout: 10_000 })
    .toBeGreaterThan(0.2);

  // Three notches down: the level's own zoom again.
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 100);
  await expect
    .poll(async () => pixelDifference(page, before, await shot()), { timeout: 10_000 })
    .toBeLessThan(0.1);
});
