import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInAsNewStudent } from '../support/student';

const SHOTS = '/work/shots/creator-edit';
const CSRF = { 'X-Requested-With': 'pylands' };

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

function toolbar(page: Page): Locator {
  return page.getByRole('toolbar', { name: 'Level editor tools' });
}

/** The status and the Save / Preview labels of the top bar, which always change together. */
async function expectState(page: Page, status: string, save: string, preview: string): Promise<void> {
  const bar = toolbar(page);
  await expect(bar.getByText(status, { exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: save, exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: preview, exact: true })).toBeVisible();
}

/** level-creator → Create a level → a template: the editor of a new level on that map. */
async function startNewLevel(page: Page, template = 'Farm'): Promise<void> {
  await page.goto('/en/level-creator');
  await page.getByRole('button', { name: /Create a level/ }).click();
  const chooser = page.getByRole('dialog', { name: 'Pick a map to start from' });
  await expect(chooser.getByRole('button')).toHaveCount(5);
  await chooser.getByRole('button', { name: template }).click();
  await expect(page).toHaveURL(
    /\/en\/level-creator\/python\/my-creative-level-[a-z0-9]{10}\?isNewLevel=true/,
  );
}

let nextStart = 0;
/** A change on the map: Set Player Start, then a click on another cell of the map. */
async function makeAChange(page: Page): Promise<void> {
  await toolbar(page).getByRole('button', { name: 'Set Player Start' }).click();
  const map = page.getByRole('application', { name: 'Level map: click to place items' });
  const box = (await map.boundingBox())!;
  nextStart += 1;
  await map.click({ position: { x: box.width * (0.3 + nextStart * 0.08), y: box.height * 0.55 } });
}

async function openSettings(page: Page): Promise<Locator> {
  await toolbar(page).getByRole('button', { name: 'Level Settings' }).click();
  return page.getByRole('dialog', { name: 'Level Settings' });
}

test.describe('the level editor', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a student creates a level, sees every save state, is asked before leaving, and deletes it', async ({
    page,
  }) => {
    await signInAsNewStudent(page);
    await page.goto('/en/level-creator');
    await expect(page.getByRole('heading', { name: 'My Levels' })).toBeVisible();
    await expect(page.getByText('You have not built any levels yet.')).toBeVisible();
    await shot(page, 'levels-empty');

    await page.getByRole('button', { name: /Create a level/ }).click();
    const chooser = page.getByRole('dialog', { name: 'Pick a map to start from' });
    for (const name of ['Farm', 'Winter', 'Pantry', 'Empty meadow'])
      await expect(chooser.getByRole('button', { name })).toBeVisible();
    // Each template is shown as its map's picture.
    await expect(chooser.locator('canvas[data-map-picture="drawn"]')).toHaveCount(4);
    await shot(page, 'template-chooser');
    await chooser.getByRole('button', { name: 'Farm' }).click();
    await expect(page).toHaveURL(
      /\/en\/level-creator\/python\/my-creative-level-[a-z0-9]{10}\?isNewLevel=true/,
    );
    await expectState(page, 'Unsaved level', 'Create Level', 'Create & Preview');
    for (const tool of ['Back to Levels', 'Set Player Start', 'Items', 'Commands', 'Code & Tutorial'])
      await expect(toolbar(page).getByRole('button', { name: tool })).toBeVisible();
    await shot(page, 'editor-new');

    // Level Settings validate on every change, with the spec's messages.
    const settings = await openSettings(page);
    const name = settings.getByRole('textbox', { name: 'Level name' });
    const slug = settings.getByRole('textbox', { name: 'Level slug' });
    const apply = settings.getByRole('button', { name: 'Save settings' });
    await expect(slug).toHaveAttribute('readonly', '');
    await name.fill('');
    await expect(settings.getByText('Level name is required')).toBeVisible();
    await expect(apply).toBeDisabled();
    await name.fill('ab');
    await expect(settings.getByText('Level name must be at least 3 characters')).toBeVisible();
    await expect(slug).toHaveValue(/^level-ab-[a-z0-9]{10}$/);
    await name.fill('x'.repeat(51));
    await expect(settings.getByText('Level name must be at most 50 characters')).toBeVisible();
    await settings.getByRole('combobox', { name: 'Course' }).selectOption('');
    await expect(settings.getByText('Course is required')).toBeVisible();
    await settings.getByRole('combobox', { name: 'Course' }).selectOption('python');
    await name.fill('Robin’s Crème Farm');
    await expect(settings.getByRole('alert')).toHaveCount(0);
    await expect(slug).toHaveValue(/^robin-s-creme-farm-[a-z0-9]{10}$/);
    // Not in an organization: no school sharing.
    await expect(settings.getByRole('switch', { name: /Share with everyone/ })).not.toBeChecked();
    await expect(settings.getByRole('switch', { name: /Share with my school/ })).toHaveCount(0);
    await shot(page, 'settings');
    const newSlug = await slug.inputValue();
    await apply.click();
    await expect(settings).toBeHidden();
    await expectState(page, 'Unsaved level', 'Create Level', 'Create & Preview');

    // Create: the success message, edit mode, and the creator path of the new slug.
    await toolbar(page).getByRole('button', { name: 'Create Level' }).click();
    await expect(page.getByText('Level created successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/en/level-creator/python/${newSlug}$`));
    await expectState(page, 'All changes saved', 'Saved', 'Preview');
    await expect(toolbar(page).getByRole('button', { name: 'Saved' })).toBeDisabled();
    await shot(page, 'editor-created');

    // A change: unsaved; autosave (5 s without a change) brings back All changes saved.
    await makeAChange(page);
    await expectState(page, 'Unsaved changes', 'Save', 'Save & Preview');
    await shot(page, 'editor-unsaved');
    await expect(toolbar(page).getByText('All changes saved')).toBeVisible({ timeout: 20_000 });

    // Another change, then Back to Levels: the leave prompt.
    await makeAChange(page);
    await toolbar(page).getByRole('button', { name: 'Back to Levels' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave the editor?' });
    await expect(leave).toContainText('You have unsaved changes. Are you sure you want to leave this page?');
    await shot(page, 'leave-prompt');
    await leave.getByRole('button', { name: 'Stay here' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/level-creator/python/${newSlug}$`));
    await toolbar(page).getByRole('button', { name: 'Back to Levels' }).click();
    await page
      .getByRole('dialog', { name: 'Leave the editor?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();

    // The list: name, course, who can play; then delete with a confirmation.
    await expect(page).toHaveURL(/\/en\/level-creator$/);
    const row = page.getByRole('article', { name: 'Robin’s Crème Farm' });
    await expect(row.locator('canvas[data-map-picture="drawn"]')).toBeVisible();
    await expect(row).toContainText('Beginner Python');
    await expect(row).toContainText('Only me');
    await expect(row.getByRole('link', { name: 'Open Robin’s Crème Farm' })).toHaveAttribute(
      'href',
      `/en/level-creator/python/${newSlug}`,
    );
    await shot(page, 'levels-list');
    await row.getByRole('button', { name: 'Delete Robin’s Crème Farm' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this level?' });
    await expect(confirm).toContainText('Robin’s Crème Farm');
    await shot(page, 'delete-confirm');
    await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page.getByText('You have not built any levels yet.')).toBeVisible();
    const mine = await page.request.get('/api/level/creative');
    expect(await mine.json()).toEqual([]);
  });

  test('a slug that is taken gives the warning to change it; Preview opens the play page in a new tab', async ({
    page,
  }) => {
    const student = await signInAsNewStudent(page);
    await startNewLevel(page);
    const taken = new URL(page.url()).pathname.split('/').pop()!;
    // Someone saved this very slug meanwhile (here: the same student, through the API).
    const first = await page.request.post('/api/level/creative/create', {
      headers: CSRF,
      data: { name: 'Already here', level_slug: taken, course_id: 'python' },
    });
    expect(first.ok()).toBe(true);

    await toolbar(page).getByRole('button', { name: 'Create Level' }).click();
    const warning = page
      .getByRole('alert')
      .filter({ hasText: 'Try changing the level slug in Level Settings.' });
    await expect(warning).toContainText(
      `A level with the slug '${taken}' already exists in the course python.`,
    );
    await expectState(page, 'Unsaved level', 'Create Level', 'Create & Preview');
    await shot(page, 'slug-conflict');

    const settings = await openSettings(page);
    await settings.getByRole('textbox', { name: 'Level name' }).fill('Snowy Path');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    // The warning stays until closed (it is not a success message).
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Close message' }).click();
    await expect(warning).toBeHidden();

    const popup = page.waitForEvent('popup');
    await toolbar(page).getByRole('button', { name: 'Create & Preview' }).click();
    await expect(page).toHaveURL(/\/en\/level-creator\/python\/snowy-path-[a-z0-9]{10}$/);
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    const tab = await popup;
    await expect(tab).toHaveURL(new RegExp(`/en/play/python/${student.userId}/${slug}$`));
    await expectState(page, 'All changes saved', 'Saved', 'Preview');

    // Another course in Level Settings moves the level, and the editor's path with it.
    const move = await openSettings(page);
    // Nothing changed yet: nothing to save (doc 1 §5, "disabled while editing with no changes").
    await expect(move.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await move.getByRole('combobox', { name: 'Course' }).selectOption('advanced-python');
    await move.getByRole('button', { name: 'Save settings' }).click();
    await expect(move).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/en/level-creator/advanced-python/${slug}$`));
    await expectState(page, 'All changes saved', 'Saved', 'Preview');
    const moved = await page.request.get(`/api/level/creative/${slug}?course_id=advanced-python`);
    expect(moved.ok()).toBe(true);
  });

  test('sharing a level nobody has solved yet is refused, and the child is told what to do', async ({
    page,
  }) => {
    await signInAsNewStudent(page);
    await startNewLevel(page, 'Winter');
    let settings = await openSettings(page);
    await settings.getByRole('textbox', { name: 'Level name' }).fill('Ice Run');
    await settings.getByRole('switch', { name: /Share with everyone/ }).check();
    await settings.getByRole('button', { name: 'Save settings' }).click();

    // Create: the server refuses to share it, so the editor creates it private and says why.
    await toolbar(page).getByRole('button', { name: 'Create Level' }).click();
    const warning = page
      .getByRole('alert')
      .filter({ hasText: 'Solve your level once in Preview before you share it.' });
    await expect(warning).toContainText('only you can play it for now');
    await expectState(page, 'All changes saved', 'Saved', 'Preview');
    await shot(page, 'proof-required');
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    const saved = await page.request.get(`/api/level/creative/${slug}?course_id=python`);
    expect((await saved.json()).is_public).toBe(false);

    // Sharing it from Level Settings: refused, nothing changes, the dialog stays open and explains.
    settings = await openSettings(page);
    const share = settings.getByRole('switch', { name: /Share with everyone/ });
    await expect(share).not.toBeChecked();
    await share.check();
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(settings.getByRole('alert')).toContainText(
      'Solve your level once in Preview before you share it. Nothing was changed.',
    );
    await expect(settings).toBeVisible();
    await shot(page, 'proof-required-settings');
  });

  test('an unknown level falls back to the template in create mode', async ({ page }) => {
    await signInAsNewStudent(page);
    await page.goto('/en/level-creator/python/nobody-made-this-one');
    await expectState(page, 'Unsaved level', 'Create Level', 'Create & Preview');
    const settings = await openSettings(page);
    await expect(settings.getByRole('textbox', { name: 'Level name' })).toHaveValue('My Creative Level');
    await expect(settings.getByRole('textbox', { name: 'Level slug' })).toHaveValue('nobody-made-this-one');
    await settings.getByRole('button', { name: 'Cancel' }).click();

    // Closing the tab with a change not saved: the browser's own leave prompt.
    await makeAChange(page);
    await expectState(page, 'Unsaved level', 'Create Level', 'Create & Preview');
    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });
});
