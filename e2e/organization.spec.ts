import { expect, referenceSolution, test, typeCode, uniqueEmail } from './support/fixtures';
import { pathOf, waitForEmail } from './support/mailbox';
import { editorCode } from './support/play';

const CSRF = { 'X-Requested-With': 'pylands' };
const PASSWORD = 'correct-horse-42';

test.describe('schools', () => {
  test('an admin registers a school and invites a teacher; the teacher makes a class and 30 logins; a student plays; the teacher sees it', async ({
    page,
    browser,
  }) => {
    const slug = `green-hill-${Date.now()
      .toString(36)
      .replace(/[^a-z]/g, 'x')}`;

    // The admin: a parent account registers the institution.
    const signup = await page.request.post('/api/auth/signup', {
      headers: CSRF,
      data: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(signup.ok()).toBe(true);
    // A parent without an organization is sent to /schools, which knows their account.
    await page.goto('/en/organization/details');
    await expect(page).toHaveURL(/\/en\/schools$/);
    await expect(page.getByRole('heading', { name: 'Register your school' })).toBeVisible();
    await page.getByLabel('School name (in English)').fill('Green Hill School');
    await page.getByLabel('Login link name').fill(slug);
    await page.getByLabel('Your name').fill('Mrs Head');
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await page.getByRole('button', { name: 'Register the school' }).click();
    await page.getByRole('link', { name: 'Invite your teachers' }).click();
    await expect(page).toHaveURL(/\/en\/organization\/teachers$/);
    // Admin menu (spec §6): details, teachers, classes.
    const menu = page.getByRole('navigation', { name: 'Organization menu' });
    await expect(menu.getByRole('link', { name: 'Details' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Teachers' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Classes' })).toBeVisible();

    const teacherEmail = uniqueEmail().replace('parent', 'teacher');
    await page.getByLabel('Email').fill(teacherEmail);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status')).toContainText(`An invitation was sent to ${teacherEmail}`);

    // The teacher accepts the emailed invitation.
    const invitation = await waitForEmail(teacherEmail);
    expect(invitation.subject).toBe('You are invited to teach at Green Hill School on Pylands');
    const teacherContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const teacher = await teacherContext.newPage();
    await teacher.goto(pathOf(invitation.links[0]));
    await teacher.getByLabel('Name').fill('Ms Rivera');
    await teacher.getByLabel('Password').fill(PASSWORD);
    await teacher.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(teacher).toHaveURL(/\/en\/organization\/classes$/);
    // Teacher menus: classes and students, no details or teachers.
    await teacher.getByRole('button', { name: 'Account menu' }).click();
    await expect(teacher.getByRole('menuitem', { name: 'Classes' })).toBeVisible();
    await expect(teacher.getByRole('menuitem', { name: 'Teachers' })).toHaveCount(0);
    await teacher.getByRole('button', { name: 'Account menu' }).click();
    const teacherMenu = teacher.getByRole('navigation', { name: 'Organization menu' });
    await expect(teacherMenu.getByRole('link', { name: 'Classes' })).toBeVisible();
    await expect(teacherMenu.getByRole('link', { name: 'Teachers' })).toHaveCount(0);
    await expect(teacherMenu.getByRole('link', { name: 'Details' })).toHaveCount(0);

    // A class with two unlocked chapters and no skipping.
    await teacher.getByRole('link', { name: 'Add Class' }).click();
    await teacher.getByLabel('Class name').fill('Class 5B');
    await teacher.getByLabel('Variables and Types').check();
    await teacher.getByLabel('Basic Operators').check();
    await teacher.getByLabel('Students finish each chapter before the next one opens').check();
    await teacher.getByRole('button', { name: 'Save' }).click();
    await expect(teacher.getByRole('heading', { name: 'Class 5B' })).toBeVisible();
    await expect(teacher.getByText('Unlocked chapters: Variables and Types, Basic Operators')).toBeVisible();
    await expect(teacher.getByTestId('class-signup-link')).toContainText('/en/class-signup?token=');

    // 30 students from a CSV file: the preview flags a bad row; fixed, it shows generated usernames.
    await teacher.getByRole('link', { name: 'Students of this class' }).click();
    const pupils = Array.from(
      { length: 30 },
      (_, i) => `"Pupil, ${String.fromCharCode(65 + (i % 26))}${i}",`,
    );
    const csv = ['name,username', ...pupils.slice(0, 10), 'Bad Row,a b', ...pupils.slice(10)].join('\n');
    await teacher.getByLabel('Or upload a CSV file').setInputFiles({
      name: 'class-5b.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await teacher.getByRole('button', { name: 'Preview' }).click();
    const preview = teacher.getByRole('table', { name: 'Preview' });
    await expect(preview.locator('tbody tr')).toHaveCount(31);
    await expect(preview.locator('tbody tr').nth(10)).toContainText(
      'username must be 3 to 30 characters: letters, digits, _ or -',
    );
    await expect(teacher.getByText('Rows to fix: 1. Change the list and preview again.')).toBeVisible();
    await expect(teacher.getByRole('button', { name: /^Create \d+ students$/ })).toHaveCount(0);
    // The teacher removes the bad line from the uploaded text and previews again.
    const list = teacher.getByLabel('Names or CSV');
    await list.fill((await list.inputValue()).replace('Bad Row,a b\n', ''));
    await teacher.getByRole('button', { name: 'Preview' }).click();
    await expect(preview.locator('tbody tr')).toHaveCount(30);
    await expect(preview.locator('tbody tr').first().locator('td').nth(1)).toHaveText('Pupil, A0');
    await expect(preview.locator('tbody tr').first().locator('td').nth(2)).toHaveText(/^pupila\d+$/);
    await teacher.getByRole('button', { name: 'Create 30 students' }).click();
    const logins = teacher.getByRole('table', { name: 'Logins to hand out' });
    await expect(logins.locator('tbody tr')).toHaveCount(30);
    const firstRow = logins.locator('tbody tr').first().locator('td');
    const username = (await firstRow.nth(1).textContent())!.trim();
    const password = (await firstRow.nth(2).textContent())!.trim();
    expect(password).toMatch(/^[a-z]+-\d{4}$/);
    await expect(teacher.getByRole('button', { name: 'Print' })).toBeVisible();
    // Printed, the page is only the logins, one card per student: no menus, sidebar or forms.
    await teacher.emulateMedia({ media: 'print' });
    await expect(teacher.getByTestId('login-card')).toHaveCount(30);
    await expect(teacher.getByTestId('login-card').first()).toContainText(password);
    await expect(logins).toBeHidden();
    await expect(teacher.getByRole('navigation', { name: 'Course navigation' })).toBeHidden();
    await expect(teacher.getByRole('button', { name: 'Preview' })).toBeHidden();
    await expect(teacher.getByRole('button', { name: 'Print' })).toBeHidden();
    await teacher.emulateMedia({ media: 'screen' });
    // The list reloads after the 30 accounts are made (a slow call on a loaded machine): a generous wait.
    await expect(teacher.getByRole('table', { name: 'Students' }).locator('tbody tr')).toHaveCount(30, {
      timeout: 60_000,
    });

    // The student signs in at the school's address and plays.
    const studentContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const student = await studentContext.newPage();
    await student.goto(`/en/login-org/${slug}`);
    await student.getByLabel('Username (teachers: email)').fill(username);
    await student.getByLabel('Password').fill(password);
    await student.locator('form').getByRole('button', { name: 'Log In' }).click();
    await expect(student).toHaveURL(/\/en$/);
    await student.goto('/en/play/python/intro-level1');
    const run = student.getByRole('button', { name: /Run/ });
    await expect(run).toBeEnabled({ timeout: 45_000 });
    // Class rules in the sidebar: chapters 1 and 2 are unlocked, and no skipping shows only the
    // first unfinished one; every other chapter is hidden.
    const sidebar = student.getByRole('navigation', { name: 'Course navigation' });
    // An organization student buys nothing and registers no institution (spec §2, §6).
    await expect(sidebar.getByRole('link', { name: 'Buy Course' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Register Your Institution' })).toHaveCount(0);
    await student.getByRole('button', { name: 'Account menu' }).click();
    await expect(student.getByRole('menuitem', { name: 'Badges' })).toBeVisible();
    await expect(student.getByRole('menuitem', { name: 'Choose student' })).toHaveCount(0);
    await expect(student.getByRole('menuitem', { name: 'Classes' })).toHaveCount(0);
    await student.getByRole('button', { name: 'Account menu' }).click();
    await expect(sidebar.getByText('Variables and Types', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('Basic Operators', { exact: true })).toHaveCount(0);
    await expect(sidebar.getByText('Loops', { exact: true })).toHaveCount(0);
    await typeCode(student, referenceSolution('python', 'intro-level1'));
    await run.click();
    await expect(student.getByRole('dialog', { name: 'Level complete!' })).toBeVisible({ timeout: 30_000 });
    // No skipping: on the chapter's last level, Next stays closed and says why (doc 1 §4).
    const course = (await (await student.request.get('/api/level/course/python')).json()) as {
      chapters: { level_data: { slug: string }[] }[];
    };
    const chapterOne = course.chapters[0]!.level_data;
    await student.goto(`/en/play/python/${chapterOne[chapterOne.length - 1]!.slug}`);
    const next = student.getByRole('button', { name: /Next level/ });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleName(
      /Complete all levels in this chapter before proceeding to the next one/,
    );

    // The teacher's grid shows the completed level; its cell opens the student's code read-only.
    await teacher
      .getByRole('navigation', { name: 'Organization menu' })
      .getByRole('link', { name: 'Classes' })
      .click();
    await teacher.getByRole('link', { name: 'Class 5B' }).click();
    const cell = teacher.getByRole('link', { name: new RegExp(`^${username} .*: complete$`) });
    await expect(cell).toBeVisible();
    await expect(cell).toHaveAttribute('href', new RegExp(`/en/play/python/[0-9a-f-]{36}/intro-level1$`));
    // One chapter at a time (chapter-completion): the level is in the first chapter only.
    const chapter = teacher.getByRole('combobox', { name: 'Chapter' });
    await chapter.selectOption({ label: 'Basic Operators' });
    await expect(cell).toHaveCount(0);
    await chapter.selectOption({ label: 'Variables and Types' });
    await expect(cell).toBeVisible();
    // The student's own page: their progress per level.
    const cellHref = (await cell.getAttribute('href'))!;
    const studentId = cellHref.split('/')[4]!;
    await teacher.goto(`/en/organization/students/${studentId}`);
    const progress = teacher.getByRole('table', { name: 'Progress' });
    await expect(progress.getByRole('row', { name: 'First Steps complete' })).toBeVisible();
    await expect(teacher.getByText(/^1 of \d+ levels completed$/)).toBeVisible();
    await teacher.goBack();
    await cell.click();
    await expect(teacher).toHaveURL(/\/en\/play\/python\/[0-9a-f-]{36}\/intro-level1$/);
    await expect
      .poll(() => editorCode(teacher))
      .toContain(referenceSolution('python', 'intro-level1').trim());
    // The teacher replays the student's run: the character walks the code again, nothing is saved.
    await teacher.getByRole('button', { name: 'Replay their run' }).click();
    await expect(teacher.locator('.pylands-active-line')).toBeVisible({ timeout: 30_000 });
    await expect(teacher.getByRole('button', { name: 'Replay their run' })).toBeEnabled({ timeout: 30_000 });
    await expect(teacher.getByRole('dialog', { name: 'Level complete!' })).toHaveCount(0);

    await teacherContext.close();
    await studentContext.close();
  });

  test('a student who joins by the class link is in the class list as soon as the sign-up answers', async ({
    page,
    browser,
  }) => {
    const signup = await page.request.post('/api/auth/signup', {
      headers: CSRF,
      data: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(signup.ok()).toBe(true);
    const slug = `link-school-${Date.now()
      .toString(36)
      .replace(/[^a-z]/g, 'x')}`;
    const registered = await page.request.post('/api/organization/registration', {
      headers: CSRF,
      data: { name: 'Link School', slug },
    });
    expect(registered.ok()).toBe(true);
    const created = await page.request.post('/api/organization/classes', {
      headers: CSRF,
      data: { name: 'Class 3A', unlocked_chapters: [1] },
    });
    expect(created.ok()).toBe(true);
    const klass = (await created.json()) as { id: string; signup_token: string };

    const kidContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const kid = await kidContext.newPage();
    await kid.goto(`/en/class-signup?token=${klass.signup_token}`);
    await expect(kid.getByText('You are joining the class Class 3A of Link School.')).toBeVisible();
    const username = `joiner${Date.now().toString(36)}`;
    await kid.getByLabel('Username').fill(username);
    await kid.getByLabel('Password').fill(PASSWORD);
    await kid.getByRole('button', { name: 'Join the class' }).click();
    await expect(kid).toHaveURL(/\/en$/);
    await expect(kid.getByRole('button', { name: 'Account menu' })).toContainText(username);

    // The class's list has the student on its first load: no waiting for a background job.
    await page.goto(`/en/organization/students?class_id=${klass.id}`);
    const row = page.getByRole('table', { name: 'Students' }).locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(username);
    await expect(row).toContainText('Class 3A');

    // The admin chooses the class's teachers; the choice is kept.
    const teacherAdded = await page.request.post('/api/organization/teacher', {
      headers: CSRF,
      data: { email: uniqueEmail().replace('parent', 'teacher'), name: 'Mr Okafor', password: PASSWORD },
    });
    expect(teacherAdded.ok()).toBe(true);
    await page.goto(`/en/organization/classes/${klass.id}`);
    const teachers = page.getByRole('region', { name: 'Teachers of this class' });
    await teachers.getByLabel('Mr Okafor').check();
    await teachers.getByRole('button', { name: 'Save teachers' }).click();
    await expect(teachers.getByRole('status')).toHaveText('Saved.');
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Teachers of this class' }).getByLabel('Mr Okafor'),
    ).toBeChecked();

    // A new sign-up link voids the old one.
    const oldLink = (await page.getByTestId('class-signup-link').textContent())!;
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'New link' }).click();
    await expect(page.getByTestId('class-signup-link')).not.toHaveText(oldLink);
    await kid.goto(new URL(oldLink).pathname + new URL(oldLink).search);
    await expect(kid.getByText('This class link is invalid. Ask your teacher for a new one.')).toBeVisible();
    await kidContext.close();
  });
});
