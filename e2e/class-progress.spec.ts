import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, referenceSolution, test, typeCode, uniqueEmail } from './support/fixtures';
import { editorCode, openLevel } from './support/play';
import { CSRF, PASSWORD, registerSchool } from './support/school';

const SHOTS = '/work/shots/grid';

test.use({ viewport: { width: 1280, height: 800 } });

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('a teacher bulk-creates three students, prints their cards, and follows one through the class grid', async ({
  page,
  browser,
}) => {
  // The school and its teacher, made through the API as e2e/organization.spec.ts's second test does.
  const slug = await registerSchool(page, 'Grid School', 'grid-school');
  const teacherEmail = uniqueEmail().replace('parent', 'teacher');
  expect(
    (
      await page.request.post('/api/organization/teacher', {
        headers: CSRF,
        data: { email: teacherEmail, name: 'Ms Rivera', password: PASSWORD },
      })
    ).ok(),
  ).toBe(true);
  const teacherContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
  });
  const teacher = await teacherContext.newPage();
  expect(
    (
      await teacher.request.post('/api/auth/login-org', {
        headers: CSRF,
        data: { organization_slug: slug, username: teacherEmail, password: PASSWORD },
      })
    ).ok(),
  ).toBe(true);
  const created = await teacher.request.post('/api/organization/classes', {
    headers: CSRF,
    data: { name: 'Class 4C', unlocked_chapters: [1, 2] },
  });
  expect(created.ok()).toBe(true);
  const klass = (await created.json()) as { id: string };
  const course = (await (await teacher.request.get('/api/level/course/python')).json()) as {
    chapters: { id: number; name: string; level_data: { slug: string; name: string }[] }[];
  };
  const [chapterOne, chapterTwo, chapterThree] = course.chapters;
  const unlockedLevels = chapterOne!.level_data.length + chapterTwo!.level_data.length;

  // Bulk create: the preview's usernames are the accounts made.
  await teacher.goto(`/en/organization/students?class_id=${klass.id}`);
  await teacher.getByLabel('Names or CSV').fill('Ava Smith\nBen Jones\nCara Lopez');
  await teacher.getByRole('button', { name: 'Preview' }).click();
  const preview = teacher.getByRole('table', { name: 'Preview' });
  await expect(preview.locator('tbody tr')).toHaveCount(3);
  const usernames = () => preview.locator('tbody tr td:nth-child(3)').allTextContents();
  const proposed = await usernames();
  expect(proposed).toEqual([
    expect.stringMatching(/^avas\d+$/),
    expect.stringMatching(/^benj\d+$/),
    expect.stringMatching(/^caral\d+$/),
  ]);
  // Someone else takes Ben's previewed username before the teacher clicks Create: a clear refusal
  // on that row, nobody created, and a fresh preview with another username for Ben.
  const squatter = await page.request.post('/api/organization/students', {
    headers: CSRF,
    data: { username: proposed[1], password: PASSWORD },
  });
  expect(squatter.status()).toBe(201);
  await teacher.getByRole('button', { name: 'Create 3 students' }).click();
  await expect(teacher.getByRole('alert')).toContainText(
    `Row 2 (${proposed[1]}): This username is already taken. The preview below now shows a new username for it`,
  );
  await expect(teacher.getByRole('alert')).toBeInViewport();
  await expect.poll(async () => (await usernames())[1]).not.toBe(proposed[1]);
  const previewed = await usernames();
  expect(previewed).toEqual([proposed[0], expect.stringMatching(/^benj\d+$/), proposed[2]]);
  await shot(teacher, 'bulk-taken-since-preview');
  await teacher.getByRole('button', { name: 'Create 3 students' }).click();
  const logins = teacher.getByRole('table', { name: 'Logins to hand out' });
  await expect(logins.locator('tbody tr')).toHaveCount(3);
  expect(await logins.locator('tbody tr td:nth-child(2)').allTextContents()).toEqual(previewed);
  const passwords = await logins.locator('tbody tr td:nth-child(3)').allTextContents();
  // The one-time passwords take the focus and are on screen (above the emptied form).
  const heading = teacher.getByRole('heading', { name: 'Logins to hand out' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(
    teacher.getByText(`Students log in at ${new URL(teacher.url()).origin}/en/login-org/${slug}`),
  ).toBeVisible();
  await shot(teacher, 'bulk-result');
  // The list of the class has the three accounts, with the previewed usernames.
  const list = teacher.getByRole('table', { name: 'Students' });
  for (const username of previewed)
    await expect(list.getByText(username, { exact: true })).toHaveCount(1, { timeout: 30_000 });
  // The list growing above them does not push the passwords off screen.
  await expect(heading).toBeInViewport();

  // Printed: one card per student (school, name, username, password, the school's login link), nothing else.
  await teacher.emulateMedia({ media: 'print' });
  const cards = teacher.getByTestId('login-card');
  await expect(cards).toHaveCount(3);
  const names = ['Ava Smith', 'Ben Jones', 'Cara Lopez'];
  for (let i = 0; i < 3; i++) {
    await expect(cards.nth(i)).toBeVisible();
    for (const text of ['Grid School', names[i]!, previewed[i]!, passwords[i]!, `/en/login-org/${slug}`])
      await expect(cards.nth(i)).toContainText(text);
  }
  await expect(logins).toBeHidden();
  await expect(teacher.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(teacher.getByRole('button', { name: 'Preview' })).toBeHidden();
  await expect(teacher.getByRole('navigation', { name: 'Organization menu' })).toBeHidden();
  await shot(teacher, 'print-cards');
  await teacher.emulateMedia({ media: 'screen' });

  // Ava logs in with her card and finishes the first level.
  const studentContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
  });
  const student = await studentContext.newPage();
  await student.goto(`/en/login-org/${slug}`);
  await student.getByLabel('Username (teachers: email)').fill(previewed[0]!);
  await student.getByLabel('Password').fill(passwords[0]!);
  await student.locator('form').getByRole('button', { name: 'Log In' }).click();
  await expect(student).toHaveURL(/\/en$/);
  const run = await openLevel(student, 'intro-level1');
  const sidebar = student.getByRole('navigation', { name: 'Course navigation' });
  // The count is of the class's two chapters, not of the whole course.
  await expect(sidebar.getByText(`0 of ${unlockedLevels} levels completed`)).toBeVisible();
  await typeCode(student, referenceSolution('python', 'intro-level1'));
  await run.click();
  await expect(student.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 30_000 });
  await expect(sidebar.getByText(`1 of ${unlockedLevels} levels completed`)).toBeVisible();

  // The teacher's grid: coloured by status, grouped by chapter, with count and last activity.
  await teacher.goto(`/en/organization/classes/${klass.id}`);
  const grid = teacher.getByRole('table', { name: 'Progress' });
  const first = chapterOne!.level_data[0]!;
  const cell = grid.getByRole('link', { name: `${previewed[0]} ${first.name}: complete` });
  await expect(cell).toBeVisible();
  await expect(cell).toHaveAttribute('title', `${first.name}: complete`);
  await expect(grid.locator('td[data-status="complete"]')).toHaveCount(1);
  await expect(grid.getByRole('columnheader', { name: chapterOne!.name, exact: true })).toHaveAttribute(
    'colspan',
    String(chapterOne!.level_data.length),
  );
  await expect(grid.getByRole('columnheader', { name: chapterTwo!.name, exact: true })).toHaveAttribute(
    'colspan',
    String(chapterTwo!.level_data.length),
  );
  // Chapter three is not unlocked for the class: its cells say locked.
  const lockedLevel = chapterThree!.level_data[0]!;
  await expect(grid.getByRole('img', { name: `${previewed[1]} ${lockedLevel.name}: locked` })).toBeVisible();
  await expect(grid.getByRole('img', { name: `${previewed[1]} ${first.name}: not started` })).toBeVisible();
  const row = (name: string, username: string) =>
    grid
      .locator('tbody tr')
      .filter({ has: teacher.getByRole('rowheader', { name: new RegExp(`^${name}\\s*${username}$`) }) });
  const ava = row('Ava Smith', previewed[0]!);
  await expect(ava.getByRole('cell').nth(0)).toHaveText('1');
  await expect(ava.getByRole('cell').nth(1)).not.toHaveText('Not played yet');
  await expect(ava.getByRole('cell').nth(1)).toHaveText(/\d{4}/);
  const ben = row('Ben Jones', previewed[1]!);
  await expect(ben.getByRole('cell').nth(0)).toHaveText('0');
  await expect(ben.getByRole('cell').nth(1)).toHaveText('Not played yet');
  await expect(teacher.getByRole('list', { name: 'What the colours mean' })).toContainText(
    'Locked for the class',
  );
  await cell.hover();
  await shot(teacher, 'grid');
  // The cell opens Ava's attempt in the read-only play view.
  await cell.click();
  await expect(teacher).toHaveURL(new RegExp(`/en/play/python/[0-9a-f-]{36}/${first.slug}$`));
  await expect.poll(() => editorCode(teacher)).toContain(referenceSolution('python', 'intro-level1').trim());
  await expect(teacher.getByRole('button', { name: /^Run/ })).toHaveCount(0);

  await teacherContext.close();
  await studentContext.close();
});
