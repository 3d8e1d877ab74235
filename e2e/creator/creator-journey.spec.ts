import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { solveCreativeLevel } from '../support/play';
import { signInAsNewStudent } from '../support/student';

const SHOTS = '/work/shots/journey';

/**
 * Rabbit starts on the farm at (7,11) facing up: one step onto the grain, collect it, one more step onto
 * the build marker, which faces its target (7,8), and build the bridge the grain pays for.
 */
const SOLUTION =
  'from player import *\n\nmove_forward(1)\ncollect("grain")\nmove_forward(1)\nbuild("bridge")\n';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

function toolbar(page: Page): Locator {
  return page.getByRole('toolbar', { name: 'Level editor tools' });
}

function map(page: Page): Locator {
  return page.getByRole('application', { name: 'Level map: click to place items' });
}

/** Clicks a point in cell units on the 16×12 farm map: x 3.5 is the middle of column 3. */
async function clickCell(page: Page, x: number, y: number): Promise<void> {
  const box = await map(page).boundingBox();
  if (!box) throw new Error('the map is not on screen');
  await page.mouse.click(box.x + (x / 16) * box.width, box.y + (y / 12) * box.height);
}

/** Solves the level on the play screen with SOLUTION. */
const solve = (page: Page): Promise<Locator> => solveCreativeLevel(page, SOLUTION);

test.use({ viewport: { width: 1280, height: 800 } });

test('a student builds a collect + build level, proves it in Preview and shares it; a visitor finds and solves it', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  await context.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  const tag = `${Date.now() % 1_000_000}`;
  const name = `Grain Bridge ${tag}`;

  // A new level from the Farm template.
  await signInAsNewStudent(page, 'maya');
  await page.goto('/en/level-creator');
  await page.getByRole('button', { name: /Create a level/ }).click();
  await page
    .getByRole('dialog', { name: 'Pick a map to start from' })
    .getByRole('button', { name: 'Farm' })
    .click();
  await expect(page).toHaveURL(
    /\/en\/level-creator\/python\/my-creative-level-[a-z0-9]{10}\?isNewLevel=true/,
  );
  await expect(map(page)).toHaveAttribute('data-mode', 'idle', { timeout: 30_000 });
  await expect(page.locator('[data-start]')).toHaveAttribute('data-start', '7,11');

  // A collect goal: grain one cell ahead of the start, its target the next cell up.
  await toolbar(page).getByRole('button', { name: 'Items', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Items' })
    .getByRole('button', { name: 'Grain', exact: true })
    .click();
  await clickCell(page, 7.5, 10.5);
  await expect(map(page)).toHaveAttribute('data-mode', 'target');
  await clickCell(page, 7.5, 9.2);
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-cell="7,10"] [data-item-label]')).toHaveAttribute(
    'data-item-label',
    'COLLECT',
  );

  // A build goal: a vertical bridge for 1 grain on the next cell, built on the cell above it.
  await toolbar(page).getByRole('button', { name: 'Commands', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Commands' })
    .getByRole('button', { name: /^build\(\)/ })
    .click();
  await clickCell(page, 7.5, 9.5);
  const build = page.getByRole('dialog', { name: 'Build config' });
  await build.getByRole('button', { name: 'Choose a structure' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a structure' })
    .getByRole('button', { name: 'Bridge (vertical)' })
    .click();
  await build.getByLabel('Cost amount').fill('1');
  await build.getByLabel('Resource type').selectOption('grain');
  await build.getByRole('button', { name: 'Confirm' }).click();
  await expect(map(page)).toHaveAttribute('data-mode', 'target');
  await clickCell(page, 7.5, 8.2);
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-cell="7,9"] [data-item-label]')).toHaveAttribute(
    'data-item-label',
    'BUILD',
  );
  await expect(page.locator('[data-target-label="Bridge (vertical)"]')).toHaveCount(1);
  await expect(map(page)).toHaveAttribute('data-mode', 'idle');
  await shot(page, 'editor-items-placed');

  // Name it and create it.
  await toolbar(page).getByRole('button', { name: 'Level Settings' }).click();
  let settings = page.getByRole('dialog', { name: 'Level Settings' });
  await settings.getByRole('textbox', { name: 'Level name' }).fill(name);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toBeHidden();
  await toolbar(page).getByRole('button', { name: 'Create Level' }).click();
  await expect(page.getByText('Level created successfully!')).toBeVisible();
  await expect(toolbar(page).getByText('All changes saved', { exact: true })).toBeVisible();

  // Preview opens the play page in a new tab; the creator solves the level there, which proves it.
  const opened = context.waitForEvent('page');
  await toolbar(page).getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = await opened;
  await expect(preview.getByRole('heading', { level: 1 })).toContainText(name);
  const proven = await solve(preview);
  await expect(proven.getByRole('status')).toContainText('ready to share');
  await shot(preview, 'creator-proved');

  // Back in the editor: share it with everyone (the proof lets the server accept it).
  await page.bringToFront();
  await toolbar(page).getByRole('button', { name: 'Level Settings' }).click();
  settings = page.getByRole('dialog', { name: 'Level Settings' });
  await settings.getByRole('switch', { name: /Share with everyone/ }).check();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toBeHidden();
  // In edit mode Save settings saves the level itself: nothing is left unsaved, nothing was refused.
  await expect(toolbar(page).getByText('All changes saved', { exact: true })).toBeVisible();
  await expect(toolbar(page).getByRole('button', { name: 'Saved', exact: true })).toBeDisabled();
  await expect(page.getByRole('alert').filter({ hasText: 'Solve your level' })).toHaveCount(0);
  await shot(page, 'editor-shared');

  // An anonymous visitor finds it by its name on creative-levels and solves it.
  const visitorContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
  });
  await visitorContext.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  const visitor = await visitorContext.newPage();
  await visitor.goto('/en/creative-levels');
  await visitor.getByRole('searchbox').fill(name);
  await visitor.getByRole('button', { name: 'Search' }).click();
  const card = visitor.getByRole('listitem').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: `Play ${name}` }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(name);
  const made = await solve(visitor);
  await expect(made).toContainText(name);
  await shot(visitor, 'visitor-made-it');
  await visitorContext.close();
});
