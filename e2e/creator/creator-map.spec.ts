import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInAsNewStudent } from '../support/student';

const SHOTS = '/work/shots/creator-map';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The map as the user sees it; cells are 1/16 of its width on the 16×12 farm template. */
function map(page: Page): Locator {
  return page.getByRole('application', { name: 'Level map: click to place items' });
}

/** Moves to (then clicks) a point in cell units: x 3.5 is the middle of column 3. */
async function at(page: Page, x: number, y: number, click = true): Promise<void> {
  const box = await map(page).boundingBox();
  if (!box) throw new Error('the map is not on screen');
  const px = box.x + (x / 16) * box.width;
  const py = box.y + (y / 12) * box.height;
  await page.mouse.move(px, py);
  if (click) await page.mouse.click(px, py);
}

async function draft(
  page: Page,
): Promise<{ items: Record<string, unknown>[]; levelGoals: unknown[]; start: number[]; tutorial: string }> {
  return JSON.parse((await page.locator('[data-draft]').getAttribute('data-draft')) ?? '{}');
}

/** The map canvas' colour at a point in cell units (the map is drawn by libs/map-view, as on the play screen). */
function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  return page
    .locator('canvas')
    .first()
    .evaluate(
      (canvas: HTMLCanvasElement, [cx, cy]) => {
        const data = canvas
          .getContext('2d')!
          .getImageData((cx / 16) * canvas.width, (cy / 12) * canvas.height, 1, 1).data;
        return [...data];
      },
      [x, y],
    );
}

const hint = (page: Page) => page.getByRole('status').filter({ hasText: /map|Click|Point|Press|Finish/ });

test('a creator places items, targets, a speak and a build marker, and the goals follow', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsNewStudent(page);
  await page.goto('/en/level-creator/python/my-creative-level');
  await expect(map(page)).toBeVisible({ timeout: 30_000 });
  await expect(map(page)).toHaveAttribute('data-mode', 'idle');
  await shot(page, '01-editor-empty');

  // Items: an apple on (3,5), its target to the right, then a second apple on the same cell.
  await page.getByRole('button', { name: 'Items', exact: true }).click();
  const items = page.getByRole('dialog', { name: 'Items' });
  await expect(items.getByRole('button', { name: 'Apple', exact: true })).toBeVisible();
  // Every collectable shows its sprite.
  await expect
    .poll(() =>
      items.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
  await shot(page, '02-items-dialog');
  await items.getByRole('button', { name: 'Apple', exact: true }).click();
  await expect(items).toBeHidden();
  await expect(hint(page)).toHaveText('Click on the map to place: Apple. Press Escape to cancel.');
  const grass = await pixelAt(page, 3.5, 5.5);
  await at(page, 3.5, 5.5);
  await expect(map(page)).toHaveAttribute('data-mode', 'target');
  // The apple's sprite is drawn into the map itself.
  await expect.poll(() => pixelAt(page, 3.5, 5.5)).not.toEqual(grass);
  await at(page, 4.3, 5.6, false);
  await expect(page.locator('[data-target-preview]')).toBeVisible();
  await shot(page, '03-choosing-target');
  await at(page, 4.3, 5.6);
  // Placed and targeted: back to idle, where a click on the placed item selects it (doc 1 §2).
  await expect(map(page)).toHaveAttribute('data-mode', 'idle');
  await expect(page.locator('[data-cell="3,5"] [data-item-label]')).toHaveAttribute(
    'data-item-label',
    'COLLECT',
  );
  await expect(page.locator('[data-target-label="TARGET"]')).toHaveCount(1);
  await at(page, 3.5, 5.5);
  await expect(hint(page)).toHaveText(
    'Press Delete or Backspace to remove the selected item, Escape to deselect it.',
  );
  await page.keyboard.press('Escape');
  // A second apple on the same cell: a count badge.
  await page.getByRole('button', { name: 'Items', exact: true }).click();
  await items.getByRole('button', { name: 'Apple', exact: true }).click();
  await at(page, 3.5, 5.5);
  await at(page, 3.5, 4.2);
  await expect(page.locator('[data-cell="3,5"] [data-count]')).toHaveAttribute('data-count', '2');

  // Commands: a speak marker; emptying the phrase disables Confirm; a phrase confirms.
  await page.keyboard.press('Escape');
  await expect(map(page)).toHaveAttribute('data-mode', 'idle');
  await page.getByRole('button', { name: 'Commands', exact: true }).click();
  const commands = page.getByRole('dialog', { name: 'Commands' });
  await expect(commands.getByRole('button', { name: /^write\(\)\s*Coming soon/ })).toBeDisabled();
  await expect
    .poll(() =>
      commands
        .locator('img')
        .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
  await shot(page, '04-commands-dialog');
  await commands.getByRole('button', { name: /^speak\(\)/ }).click();
  await at(page, 6.5, 5.5);
  const speak = page.getByRole('dialog', { name: 'Speak config' });
  await expect(speak).toBeVisible();
  await speak.getByLabel('Required phrase').fill('   ');
  await expect(speak.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await speak.getByLabel('Required phrase').fill('Hello farm');
  await shot(page, '05-speak-dialog');
  await speak.getByRole('button', { name: 'Confirm' }).click();
  await expect(speak).toBeHidden();
  await expect(page.locator('[data-cell="6,5"] [data-item-label]')).toHaveAttribute(
    'data-item-label',
    'SPEAK',
  );

  // A speak marker whose dialog is cancelled is removed again (each marker is chosen anew).
  await page.getByRole('button', { name: 'Commands', exact: true }).click();
  await commands.getByRole('button', { name: /^speak\(\)/ }).click();
  await at(page, 12.5, 5.5);
  await page.getByRole('dialog', { name: 'Speak config' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('[data-cell="12,5"]')).toHaveCount(0);

  // Commands: a build marker opens Build config by itself; a bridge for 3 logs, target to the right.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Commands', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Commands' })
    .getByRole('button', { name: /^build\(\)/ })
    .click();
  await at(page, 9.5, 5.5);
  const build = page.getByRole('dialog', { name: 'Build config' });
  await expect(build).toBeVisible();
  await expect(build.getByLabel('Cost amount')).toHaveValue('4');
  await expect(build.getByLabel('Resource type')).toHaveValue('grain');
  await expect(build.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await build.getByRole('button', { name: 'Choose a structure' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a structure' });
  await shot(page, '06-structure-picker');
  await picker.getByRole('button', { name: 'Bridge (horizontal)' }).click();
  await build.getByLabel('Cost amount').fill('0');
  await build.getByLabel('Cost amount').blur();
  await expect(build.getByLabel('Cost amount')).toHaveValue('1');
  await build.getByLabel('Cost amount').fill('3');
  await build.getByLabel('Resource type').selectOption('log');
  await shot(page, '07-build-dialog');
  await build.getByRole('button', { name: 'Confirm' }).click();
  await expect(map(page)).toHaveAttribute('data-mode', 'target');
  await at(page, 10.2, 5.5);
  await expect(page.locator('[data-target-label="Bridge (horizontal)"]')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // Select the top apple and delete it; move the player start.
  await at(page, 3.5, 5.5);
  await expect(hint(page)).toHaveText(
    'Press Delete or Backspace to remove the selected item, Escape to deselect it.',
  );
  await page.keyboard.press('Delete');
  await expect(page.locator('[data-cell="3,5"] [data-count]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Set Player Start' }).click();
  await at(page, 2.5, 9.5);
  await expect(page.locator('[data-start]')).toHaveAttribute('data-start', '2,9');
  await shot(page, '08-editor-placed');

  const saved = await draft(page);
  expect(saved.start).toEqual([2, 9]);
  expect(saved.levelGoals).toEqual([
    { type: 'apple', action: 'collect', count: 1, data: 'apple' },
    { type: 'xmark', action: 'speak', count: 1, position: [6, 5], data: 'Hello farm' },
    {
      type: 'xmark',
      action: 'build',
      count: 1,
      position: [9, 5],
      data: 'bridge',
      targetPosition: [10, 5],
      cost: { amount: 3, type: 'log' },
    },
  ]);

  // Code Template & Tutorial: the tutorial's markdown previews; the cookbook names the calls.
  await page.getByRole('button', { name: 'Code & Tutorial' }).click();
  const code = page.getByRole('dialog', { name: 'Code Template & Tutorial' });
  await expect(code.getByRole('tab', { name: 'Code Template' })).toHaveAttribute('aria-selected', 'true');
  await code.getByRole('tab', { name: 'Tutorial' }).click();
  await code
    .getByRole('textbox', { name: 'Tutorial' })
    .fill('# Farm day\n\nCollect the **apple**, then say hello.');
  await expect(code.getByTestId('tutorial-preview').getByRole('heading', { name: 'Farm day' })).toBeVisible();
  await shot(page, '09-tutorial');
  await code.getByRole('tab', { name: 'Build Cookbook' }).click();
  await expect(code.getByText('build("bridge")').first()).toBeVisible();
  await shot(page, '10-cookbook');
  await code.getByRole('button', { name: 'Done' }).click();
  expect((await draft(page)).tutorial).toContain('# Farm day');
});
