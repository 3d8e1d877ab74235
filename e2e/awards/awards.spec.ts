import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CERTIFICATE_UNKNOWN_MESSAGE, STUDENT_AWARDS_FORBIDDEN_MESSAGE } from '@pylands/contracts';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { completeLevels } from '../support/levels';
import { inkShare } from '../support/pixels';
import { CSRF, PASSWORD } from '../support/school';
import { signInAsNewStudent, signInStudentOn } from '../support/student';

const SHOTS = '/work/shots/award-ui';
const PHONE = { width: 390, height: 844 };
/** Chapter 1 of Beginner Python: the three before intro-level4 earn First Steps, all seven the chapter's badge. */
const CHAPTER_ONE = [1, 2, 3, 4, 5, 6, 7].map((n) => `intro-level${n}`);

test.use({ viewport: { width: 1280, height: 800 } });

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The same screen on a phone (the shell's course menu closed, as a child would), then back to the desktop size. */
async function phoneShot(page: Page, name: string): Promise<void> {
  const desktop = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  const closeMenu = page.getByRole('button', { name: 'Close menu' });
  if (await closeMenu.isVisible()) await closeMenu.click();
  await expect(closeMenu).toBeHidden();
  await shot(page, `${name}-390`);
  await page.setViewportSize(desktop);
}

test('a student earns First Steps and a chapter badge; the certificate’s public page is valid and its PDF prints', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const student = await signInAsNewStudent(page, 'robin');

  // Before any level: no certificate yet, and the page says how to earn one.
  await page.goto(`/en/certificates/${student.studentId}`);
  await expect(page.getByRole('heading', { name: "robin's certificates" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No certificates yet' })).toBeVisible();
  await expect(page.getByText(/Finish the first three levels of Beginner Python/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play now' })).toBeVisible();
  await shot(page, 'certificates-empty');

  await completeLevels(page.request, CHAPTER_ONE);

  // The account menu's Certificates entry leads to the student's own page, which now lists it.
  await page.goto('/en');
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Certificates' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/certificates/${student.studentId}$`));
  const card = page.getByRole('listitem').filter({ hasText: 'First Steps certificate' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Beginner Python' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Download PNG to share' })).toBeVisible();
  await shot(page, 'certificates');
  await phoneShot(page, 'certificates');

  // Copy link gives the public page's address.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(card.getByRole('status')).toHaveText('Link copied!');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${process.env.E2E_BASE_URL}/en/certificate/[0-9a-f-]{36}$`));

  // Badges: the chapter's badge in colour with its day, the rest locked with how to earn them.
  await page.goto(`/en/badges/${student.studentId}`);
  await expect(page.getByRole('heading', { name: "robin's badges" })).toBeVisible();
  await expect(page.getByText('1 badge earned')).toBeVisible();
  const earned = page.getByRole('region', { name: 'Earned' }).getByRole('listitem');
  await expect(earned).toHaveCount(1);
  await expect(earned.getByRole('heading', { name: 'Variables and Types' })).toBeVisible();
  await expect(earned).toContainText(/Earned on /);
  const locked = page.getByRole('region', { name: 'Still to earn' }).getByRole('listitem');
  await expect(locked.filter({ hasText: '7-Day Streak' })).toContainText(
    'How to earn it: complete a level on 7 days in a row.',
  );
  await shot(page, 'badges');
  await phoneShot(page, 'badges');

  // The parent opens the shared link where nobody is signed in: the certificate, valid.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const parent = await visitor.newPage();
  await parent.goto(link);
  await expect(parent.getByRole('status').filter({ hasText: 'This certificate is valid' })).toBeVisible();
  const sheet = parent.getByRole('article', { name: 'First Steps Certificate' });
  await expect(sheet).toContainText('robin');
  await expect(sheet).toContainText('Beginner Python');
  await expect(sheet).toContainText(link.split('/').pop()!);
  await shot(parent, 'certificate-valid');
  await phoneShot(parent, 'certificate-valid');

  // The PDF downloads and prints a page with the certificate on it.
  const [download] = await Promise.all([
    parent.waitForEvent('download'),
    parent.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  const pdf = testInfo.outputPath('certificate.pdf');
  await download.saveAs(pdf);
  expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  mkdirSync(SHOTS, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', pdf, path.join(SHOTS, 'certificate-pdf')]);
  const printed = readFileSync(path.join(SHOTS, 'certificate-pdf.png'));
  expect(await inkShare(parent, printed)).toBeGreaterThan(0.02);
  await visitor.close();
});

test('an unknown certificate number says so, on any device', async ({ page }) => {
  await page.goto('/en/certificate/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toContainText(CERTIFICATE_UNKNOWN_MESSAGE);
  await expect(page.getByRole('link', { name: 'Go to Pylands' })).toBeVisible();
  await shot(page, 'certificate-unknown');
  await phoneShot(page, 'certificate-unknown');
  // Not even a number: the same answer, not an error page.
  await page.goto('/en/certificate/not-a-number');
  await expect(page.getByRole('alert')).toContainText(CERTIFICATE_UNKNOWN_MESSAGE);
});

test('another family gets a clear refusal on a student’s badges, a visitor a login link', async ({
  page,
  browser,
}) => {
  const student = await signInAsNewStudent(page, 'robin');
  const strangers = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
  });
  const stranger = await strangers.newPage();
  await signInStudentOn(stranger.request, 'sam');
  await stranger.goto(`/en/badges/${student.studentId}`);
  await expect(stranger.getByRole('alert')).toContainText(STUDENT_AWARDS_FORBIDDEN_MESSAGE);
  await shot(stranger, 'badges-forbidden');
  await stranger.goto(`/en/certificates/${student.studentId}`);
  await expect(stranger.getByRole('alert')).toContainText(STUDENT_AWARDS_FORBIDDEN_MESSAGE);
  await strangers.close();

  const visitors = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const visitor = await visitors.newPage();
  await visitor.goto(`/en/badges/${student.studentId}`);
  await expect(visitor.getByRole('alert')).toContainText('Please log in to see badges and certificates.');
  await visitor.getByRole('alert').getByRole('link', { name: 'Log in' }).click();
  await expect(visitor).toHaveURL(/\/en\/login$/);
  await visitors.close();
});

test('finishing the first three levels earns First Steps: arriving at intro-level4 opens the dialog that links to it', async ({
  page,
}) => {
  const student = await signInAsNewStudent(page, 'robin');
  // Not yet earned: the dialog says so and leads to the level left before it.
  await completeLevels(page.request, CHAPTER_ONE.slice(0, 2));
  await page.goto('/en/play/python/intro-level4');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Step Counter');
  const ahead = page.getByRole('dialog', { name: 'Your first certificate is close!' });
  await expect(ahead.getByRole('link', { name: 'Play Apple Picking' })).toHaveAttribute(
    'href',
    '/en/play/python/intro-level3',
  );
  await ahead.getByRole('button', { name: 'Close' }).click();

  await completeLevels(page.request, CHAPTER_ONE.slice(2, 3));
  await page.reload();
  const earned = page.getByRole('dialog', { name: 'You earned a certificate!' });
  await expect(earned).toContainText('Your First Steps certificate is ready');
  await shot(page, 'play-certificate-earned');
  await earned.getByRole('link', { name: 'View certificate' }).click();
  await expect(page).toHaveURL(/\/en\/certificate\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('status').filter({ hasText: 'This certificate is valid' })).toBeVisible();
  const list = await page.request.get(`/api/level/certificates/${student.studentId}`);
  expect(((await list.json()) as { certificates: { kind: string }[] }).certificates).toEqual([
    expect.objectContaining({ kind: 'first-steps' }),
  ]);
});

test('a parent opens their child’s certificate from the child’s page and downloads the PDF', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // The family: a parent and a child who finished the first three levels (First Steps).
  const email = uniqueEmail();
  const family = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await family.newPage();
  expect(
    (
      await page.request.post('/api/auth/signup', { headers: CSRF, data: { email, password: PASSWORD } })
    ).ok(),
  ).toBe(true);
  const added = await page.request.post('/api/profile/students', {
    headers: CSRF,
    data: { username: 'maya' },
  });
  const child = (await added.json()) as { id: string };
  await page.request.post(`/api/auth/choose_student/${child.id}`, { headers: CSRF });
  await completeLevels(page.request, CHAPTER_ONE.slice(0, 3));
  await family.close();

  // The parent, signed in as themselves, goes from the child's page to the certificate.
  const parentContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  });
  const parent = await parentContext.newPage();
  expect(
    (
      await parent.request.post('/api/auth/login', { headers: CSRF, data: { email, password: PASSWORD } })
    ).ok(),
  ).toBe(true);
  await parent.goto(`/en/profile/students/${child.id}`);
  await parent.getByRole('link', { name: 'Certificates', exact: true }).click();
  await expect(parent).toHaveURL(new RegExp(`/en/certificates/${child.id}$`));
  const card = parent.getByRole('listitem').filter({ hasText: 'First Steps certificate' });
  await card.getByRole('link', { name: 'View the Beginner Python certificate' }).click();
  await expect(parent).toHaveURL(/\/en\/certificate\/[0-9a-f-]{36}$/);
  await expect(parent.getByRole('status').filter({ hasText: 'This certificate is valid' })).toBeVisible();
  await expect(parent.getByRole('article', { name: 'First Steps Certificate' })).toContainText('maya');

  const [download] = await Promise.all([
    parent.waitForEvent('download'),
    parent.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = testInfo.outputPath('parent-certificate.pdf');
  await download.saveAs(pdf);
  expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  mkdirSync(SHOTS, { recursive: true });
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-singlefile',
    pdf,
    path.join(SHOTS, 'parent-certificate-pdf'),
  ]);
  expect(
    await inkShare(parent, readFileSync(path.join(SHOTS, 'parent-certificate-pdf.png'))),
  ).toBeGreaterThan(0.02);
  await parentContext.close();
});
