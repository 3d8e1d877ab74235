import type { APIRequestContext, APIResponse, Page, Request } from '@playwright/test';
import { expect, referenceSolution, test, typeCode } from '../support/fixtures';
import { openLevel, screenshot } from '../support/play';
import { ENDLESS_PROGRAM, replaysInProgress } from '../support/replays';
import { signInAsNewStudent, signInStudentOn } from '../support/student';

// page.route does not see requests a service worker answers (Playwright): these tests hold or
// change the page's own requests, so they run without the offline service worker (e2e/offline covers it).
test.use({ serviceWorkers: 'block' });

const CSRF = { 'X-Requested-With': 'pylands' };
const UPDATE = '/api/level/update/intro-level1';
/** intro-level1 walked one step too far: the character bumps into the wall after the flag. */
const TOO_FAR = 'from player import *\n\nmove_forward(5)\n';

interface CompletionBody {
  course_id: string;
  level_slug: string;
  last_status: string;
  last_code_executed: string;
  seed?: number;
  answers?: unknown[];
}

const isCompletion = (request: Request) =>
  request.method() === 'POST' &&
  request.url().includes(UPDATE) &&
  (request.postDataJSON() as CompletionBody).last_status === 'complete';

/** Every completion the page sends, in order (what Retry resends is compared with the first). */
function recordCompletions(page: Page): CompletionBody[] {
  const sent: CompletionBody[] = [];
  page.on('request', (request) => {
    if (isCompletion(request)) sent.push(request.postDataJSON() as CompletionBody);
  });
  return sent;
}

/**
 * Holds the page's first completion until `before(body)` has set the server up, then lets it go
 * to the real server unchanged; later completions pass at once.
 */
async function holdFirstCompletion(
  page: Page,
  before: (body: CompletionBody) => Promise<void>,
): Promise<void> {
  let held = false;
  await page.route(`**${UPDATE}`, async (route) => {
    if (held || !isCompletion(route.request())) return route.continue();
    held = true;
    await before(route.request().postDataJSON() as CompletionBody);
    await route.continue();
  });
}

/** A completion of `body`'s level whose replay runs its whole 5 s budget (answered 422 in the end). */
function endlessCompletion(request: APIRequestContext, body: CompletionBody): Promise<APIResponse> {
  return request.post(UPDATE, { headers: CSRF, data: { ...body, last_code_executed: ENDLESS_PROGRAM } });
}

/** Solves intro-level1 with its reference solution. */
async function solveFirstLevel(page: Page): Promise<void> {
  const run = await openLevel(page, 'intro-level1');
  await typeCode(page, referenceSolution('python', 'intro-level1'));
  await run.click();
}

const strip = (page: Page) => page.getByRole('navigation', { name: 'Levels of this chapter' });
const firstLevelSquare = (page: Page) => strip(page).getByRole('link', { name: /^Level 1: / });

/** What the child sees when the level was not recorded: no completion dialog, no check. */
async function expectNotComplete(page: Page): Promise<void> {
  await expect(page.getByRole('dialog', { name: 'Level complete!' })).toHaveCount(0);
  await expect(firstLevelSquare(page)).toHaveAccessibleName('Level 1: First Steps');
  await expect(page.getByTestId('celebration')).toHaveCount(0);
}

/** The not-saved dialog with `text`, and the level not shown as complete behind it. */
async function expectNotSaved(page: Page, text: string, screen: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Your level is not saved yet' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText(text);
  await expectNotComplete(page);
  await screenshot(page, screen);
}

/** Retry in the not-saved dialog saves the very completion that was refused. */
async function retrySavesTheSameCompletion(page: Page, sent: CompletionBody[]): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Your level is not saved yet' });
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 45_000 });
  await expect(dialog).toBeHidden();
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual(sent[0]);
  await expect(strip(page).getByRole('link', { name: 'Level 1: First Steps, completed' })).toBeVisible();
}

test.describe('a completion the server refuses reaches the child', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsNewStudent(page);
    await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  });

  test('422: the replay’s reason in plain words, and the level stays unfinished', async ({ page }) => {
    // A tampered completion: the page claims the level with a program that walks into the wall.
    await page.route(`**${UPDATE}`, (route) =>
      isCompletion(route.request())
        ? route.continue({
            postData: JSON.stringify({ ...route.request().postDataJSON(), last_code_executed: TOO_FAR }),
          })
        : route.continue(),
    );
    const refused = page.waitForResponse((response) => isCompletion(response.request()));
    await solveFirstLevel(page);
    const response = await refused;
    expect(response.status()).toBe(422);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(
      /^The program did not complete the level: Wrong way, you bumped into a wall\..* \(line 3\)$/s,
    );
    const dialog = page.getByRole('dialog', { name: 'Not finished yet' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText(
      'We ran your program again to check it, and this time it did not finish the level:',
    );
    await expect(dialog).toContainText(message);
    await expect(dialog.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await screenshot(page, 'dialog-completion-rejected');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expectNotComplete(page);
    // The server recorded nothing: after a reload the level is still not ticked.
    await page.reload();
    await expect(firstLevelSquare(page)).toHaveAccessibleName('Level 1: First Steps', { timeout: 30_000 });
  });

  test('429 while another completion of the student is being checked, and Retry saves it after', async ({
    page,
  }) => {
    const sent = recordCompletions(page);
    let other: Promise<APIResponse> | undefined;
    await holdFirstCompletion(page, async (body) => {
      // The same student (the page's cookies) sends another completion first; its replay runs 5 s.
      other = endlessCompletion(page.request, body);
      await expect.poll(replaysInProgress).toBe(1);
    });
    await solveFirstLevel(page);
    await expectNotSaved(
      page,
      'We are still checking your last run. Please try again in a moment.',
      'dialog-completion-429',
    );
    expect((await other!).status()).toBe(422);
    await retrySavesTheSameCompletion(page, sent);
  });

  test('every replay worker busy and the queue full: saved and being checked, and the tick comes once it is verified', async ({
    page,
    playwright,
  }) => {
    const sent = recordCompletions(page);
    const others: Promise<APIResponse>[] = [];
    const families: APIRequestContext[] = [];
    await holdFirstCompletion(page, async (body) => {
      // Two endless replays take both workers (REPLAY_POOL_SIZE 2) and a third fills the queue
      // (REPLAY_QUEUE_LIMIT 1 in the e2e stack): each from another family's student.
      for (let i = 0; i < 3; i += 1) {
        const family = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
        families.push(family);
        await signInStudentOn(family);
        others.push(endlessCompletion(family, body));
        await expect.poll(replaysInProgress).toBe(i + 1);
      }
    });
    const answered = page.waitForResponse((response) => isCompletion(response.request()));
    await solveFirstLevel(page);
    const answer = await answered;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ verification: 'pending' });
    const dialog = page.getByRole('dialog', { name: "Saved! We're checking your run…" });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText('You finished the level and your program is saved.');
    await expectNotComplete(page);
    await screenshot(page, 'dialog-completion-checking-busy');
    await dialog.getByRole('button', { name: 'Keep playing' }).click();
    await expect(dialog).toBeHidden();
    for (const other of others) expect((await other).status()).toBe(422);
    await Promise.all(families.map((family) => family.dispose()));
    // Verified once a worker is free: the page fetches its course again and ticks the level, with
    // nothing sent again by the child.
    await expect(strip(page).getByRole('link', { name: 'Level 1: First Steps, completed' })).toBeVisible({
      timeout: 60_000,
    });
    expect(sent).toHaveLength(1);
  });

  test('no answer at all: the dialog says so, and Retry can still save the level', async ({ page }) => {
    const sent = recordCompletions(page);
    // Fault injection: the network drops the first completion before it reaches Pylands.
    let dropped = false;
    await page.route(`**${UPDATE}`, (route) => {
      if (dropped || !isCompletion(route.request())) return route.continue();
      dropped = true;
      return route.abort('internetdisconnected');
    });
    await solveFirstLevel(page);
    await expectNotSaved(
      page,
      'We could not reach Pylands to save your level. Check your internet connection, then try again.',
      'dialog-completion-offline',
    );
    await retrySavesTheSameCompletion(page, sent);
  });

  test('403 past the day’s attempts: the upgrade dialog, and the level is not complete', async ({ page }) => {
    // Use up the student's real daily attempts: run starts until the server refuses one.
    let refusal: APIResponse | undefined;
    for (let started = 0; !refusal; started += 1) {
      expect(started).toBeLessThan(200);
      const response = await page.request.post(UPDATE, {
        headers: CSRF,
        data: {
          course_id: 'python',
          level_slug: 'intro-level1',
          last_status: 'in_progress',
          last_code_executed: 'from player import *\n',
        },
      });
      if (response.status() === 403) refusal = response;
      else expect(response.status()).toBe(200);
    }
    expect(await refusal!.json()).toMatchObject({ message: 'You’ve used all your attempts for the day.' });
    await solveFirstLevel(page);
    const dialog = page.getByRole('dialog', { name: 'Upgrade your plan' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText('You’ve used all your attempts for the day.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectNotComplete(page);
  });
});

test.describe('the celebration of a won level', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsNewStudent(page);
    await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  });

  test('confetti plays with the level-complete dialog, then goes away', async ({ page }) => {
    await solveFirstLevel(page);
    await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('celebration')).toBeVisible();
    await screenshot(page, 'celebration');
    await expect(page.getByTestId('celebration')).toHaveCount(0, { timeout: 20_000 });
  });

  test('no confetti when the system asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await solveFirstLevel(page);
    await expect(page.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('celebration')).toHaveCount(0);
  });
});
