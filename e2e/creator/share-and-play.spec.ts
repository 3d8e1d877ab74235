import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API_PATHS, CREATIVE_PROOF_REQUIRED_MESSAGE } from '@pylands/contracts';
import { expect, test } from '../support/fixtures';
import { solveCreativeLevel } from '../support/play';
import { signInAsNewStudent, signInStudentOn } from '../support/student';

const CSRF = { 'X-Requested-With': 'pylands' };
const SHOTS = '/work/shots/creator-gallery';
const C = API_PATHS.level.creative;

/** One apple two cells ahead of the start (creative-01's open field): the creator's collect goal. */
const SOLUTION = 'from player import *\n\nmove_forward(2)\ncollect("apple")\n';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The level as the editor saves it (placed items in the creator's form, goals generated from them). */
async function createLevel(request: APIRequestContext, name: string, slug: string): Promise<void> {
  const response = await request.post(C.create, {
    headers: CSRF,
    data: {
      name,
      level_slug: slug,
      course_id: 'python',
      map_path: 'creative-01.json',
      player_start: [7, 11],
      items: [{ id: 'apple-1', sprite: 'apple', type: 'apple', action: 'collect', position: { x: 7, y: 9 } }],
      level_goals: [{ type: 'apple', action: 'collect', count: 1 }],
      code_template: 'from player import *\n\n',
      tutorial: 'Walk to the **apple** and collect it!',
      is_public: false,
      school_visible: false,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

function publish(request: APIRequestContext, name: string, slug: string) {
  return request.put(C.level(slug, 'python'), { headers: CSRF, data: { name, is_public: true } });
}

/** Solves the level on the play screen with SOLUTION. */
const solve = (page: Page): Promise<Locator> => solveCreativeLevel(page, SOLUTION);

test.use({ viewport: { width: 1280, height: 800 } });

test('a student proves and shares a level; a visitor finds it by search, plays it and the plays go up', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  const tag = `${Date.now() % 1_000_000}`;
  const name = `Apple Hunt ${tag}`;
  const slug = `apple-hunt-${tag}`;

  // The student's saved level (test setup through the API, with the typed paths).
  await signInAsNewStudent(page, 'maya');
  const me = (await (await page.request.get(API_PATHS.auth.current)).json()) as { user_id: string };
  await createLevel(page.request, name, slug);

  // Nobody has solved it yet: it cannot be shared.
  const refused = await publish(page.request, name, slug);
  expect(refused.status()).toBe(422);
  expect(await refused.text()).toContain(CREATIVE_PROOF_REQUIRED_MESSAGE);

  // Preview: the creator plays their own level at play/{course}/{creator}/{slug}, in creative mode.
  await page.goto(`/en/play/python/${me.user_id}/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByRole('button', { name: 'Replay' })).toHaveCount(0); // not the read-only replay view
  // The creator's tutorial is the guide; the course's level strip is not there.
  await expect(page.getByRole('region', { name: 'Guide' })).toContainText(
    'Walk to the apple and collect it!',
  );
  await expect(page.getByRole('button', { name: 'Tutorial' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Level \d+:/ })).toHaveCount(0);
  // Runs of a creator's level count no attempts, so no attempt counter shows.
  await expect(page.getByLabel(/^Attempts:/)).toHaveCount(0);
  const creatorDialog = await solve(page);
  await expect(creatorDialog).toContainText(name);
  await expect(creatorDialog.getByRole('status')).toContainText('ready to share');
  await expect(creatorDialog.getByText('Sign Up')).toHaveCount(0);
  await shot(page, 'preview-solved-by-creator');

  const saved = (await (await page.request.get(C.level(slug, 'python'))).json()) as {
    proven_at: string | null;
    creator_name: string;
  };
  expect(saved.proven_at).not.toBeNull();
  const creator = saved.creator_name;
  const published = await publish(page.request, name, slug);
  expect(published.ok(), await published.text()).toBe(true);

  // An anonymous visitor finds it by its name on the public levels page.
  const visitorContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
  });
  const visitor = await visitorContext.newPage();
  await visitor.addInitScript(() => localStorage.setItem('game_speed', 'turbo'));
  await visitor.goto('/en/creative-levels');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Creative Levels' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Make your own level' }).first()).toBeVisible();
  await visitor.getByRole('searchbox').fill(`nothing-${tag}`);
  await visitor.getByRole('button', { name: 'Search' }).click();
  await expect(visitor.getByText(`No levels match “nothing-${tag}”. Try another word.`)).toBeVisible();
  await shot(visitor, 'gallery-no-results');
  await visitor.getByRole('searchbox').fill(tag);
  await visitor.getByRole('button', { name: 'Search' }).click();
  await expect(visitor).toHaveURL(new RegExp(`search=${tag}`));
  const card = visitor.getByRole('listitem').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('0 plays');
  await expect(card.getByRole('link', { name: creator, exact: true })).toHaveAttribute(
    'href',
    `/en/creative-levels/creator/${me.user_id}`,
  );
  // Reporting needs an account.
  await expect(card.getByRole('button', { name: 'Report' })).toHaveCount(0);
  await shot(visitor, 'gallery-search-result');

  // The visitor plays it with real Python: no purchase, creative mode, YOU MADE IT!.
  await card.getByRole('link', { name: `Play ${name}` }).click();
  await expect(visitor).toHaveURL(new RegExp(`/en/play/python/${me.user_id}/${slug}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(name);
  const visitorDialog = await solve(visitor);
  await expect(visitorDialog).toContainText(name);
  await expect(visitorDialog.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/en/signup');
  await expect(visitorDialog.getByRole('status')).toHaveCount(0); // no proof talk for players
  await visitor.keyboard.press('Escape');
  await expect(visitorDialog).toBeVisible();
  await shot(visitor, 'visitor-made-it');

  // Explore more leads back to the gallery, where the level now counts one play.
  await visitorDialog.getByRole('link', { name: 'Explore more' }).click();
  await expect(visitor).toHaveURL(/\/en\/creative-levels$/);
  await expect(async () => {
    await visitor.goto(`/en/creative-levels?search=${tag}`);
    await expect(visitor.getByRole('listitem').filter({ hasText: name })).toContainText('1 play', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });

  // The creator's page: their numbers and their levels.
  await visitor.getByRole('link', { name: creator, exact: true }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Levels by ${creator}`);
  await expect(visitor.getByLabel("Creator's numbers")).toContainText('Shared levels');
  await expect(visitor.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await shot(visitor, 'creator-page');
  await visitorContext.close();

  // The creator cannot report their own level; another signed-in child can, with a reason.
  await page.goto(`/en/creative-levels?search=${tag}`);
  const ownCard = page.getByRole('listitem').filter({ hasText: name });
  await expect(ownCard).toContainText('1 play');
  await expect(ownCard.getByRole('button', { name: 'Report' })).toHaveCount(0);

  const otherContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
  });
  const other = await otherContext.newPage();
  await signInStudentOn(other.request, 'leo');
  await other.goto(`/en/creative-levels?search=${tag}`);
  await other.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Report' }).click();
  const report = other.getByRole('dialog', { name: `Report “${name}”` });
  const send = report.getByRole('button', { name: 'Send report' });
  await expect(send).toBeDisabled();
  await report.getByLabel('What is wrong with this level?').fill('It has a rude word in its name.');
  await shot(other, 'report-dialog');
  await send.click();
  await expect(report.getByRole('status')).toHaveText('Thank you! Our team will look at this level.');
  await otherContext.close();
});
