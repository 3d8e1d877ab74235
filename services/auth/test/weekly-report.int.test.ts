import { serviceSecret } from '@pylands/common';
import { TestBrowser } from '@pylands/common/testing';
import {
  API_PATHS,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  SERVICE_SECRET_HEADER,
  WEEKLY_REPORT_PATHS,
  type CurrentUser,
  type Profile,
  type Student,
  type WeeklyReportRunResult,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { startAuthApp, TEST_APP_URL, type AuthTestApp } from './auth-app';
import { startWeeklyDataServer, type WeeklyDataServer } from './weekly-data-server';

// The weekly parent email: opt-in at sign-up and in the profile, the job's run through its internal
// route, emails through the BullMQ mail queue to a real SMTP server on loopback, the sent log.
let auth: AuthTestApp;
let data: WeeklyDataServer;
let counter = 0;

beforeAll(async () => {
  data = await startWeeklyDataServer(() => serviceSecret(auth.config));
  auth = await startAuthApp({}, { levelsUrl: data.url, tipsUrl: data.url });
});

afterAll(async () => {
  await auth?.close();
  await data?.close();
});

function browser(): TestBrowser {
  return new TestBrowser([{ app: auth.app, prefixes: ['/'] }]);
}

function pathOf(link: string): string {
  const url = new URL(link);
  expect(url.origin).toBe(TEST_APP_URL);
  return `${url.pathname}${url.search}`;
}

interface Parent {
  browser: TestBrowser;
  email: string;
  user: CurrentUser;
}

/** Signs up (opted in or not) and confirms the email from the confirmation link, as a parent does. */
async function parent(weeklyReport?: boolean): Promise<Parent> {
  counter += 1;
  const email = `weekly${counter}-${Date.now()}@example.com`;
  const b = browser();
  const signup = await b.post<CurrentUser>(API_PATHS.auth.signup, {
    email,
    password: 'correct horse',
    ...(weeklyReport === undefined ? {} : { weekly_report: weeklyReport }),
  });
  expect(signup.status).toBe(201);
  const confirmation = await auth.mailbox.next(email);
  const confirm = confirmation.links.find((link) => link.includes('/api/auth/confirm-email'))!;
  expect((await b.get(pathOf(confirm))).status).toBe(302);
  return { browser: b, email, user: signup.body };
}

async function child(p: Parent, username: string): Promise<Student> {
  const created = await p.browser.post<Student>(API_PATHS.profile.students, { username });
  expect(created.status).toBe(201);
  return created.body;
}

async function run(at?: string): Promise<WeeklyReportRunResult> {
  const answer = await auth.app.inject({
    method: 'POST',
    url: WEEKLY_REPORT_PATHS.run,
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      [SERVICE_SECRET_HEADER]: serviceSecret(auth.config),
    },
    payload: JSON.stringify(at ? { at } : {}),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

/** Weekly emails recorded for the account (the row is written before the email is queued). */
async function weeklyEmails(userId: string): Promise<number> {
  const rows: { n: number }[] = await auth.app
    .get(DataSource)
    .query(
      `SELECT count(*)::int AS n FROM "auth"."emails" WHERE "user_id" = $1 AND "template" = 'weekly-report'`,
      [userId],
    );
  return rows[0].n;
}

describe('opting in', () => {
  it('keeps the sign-up choice (off unless asked) and shows it in the profile', async () => {
    const yes = await parent(true);
    const no = await parent();
    expect((await yes.browser.get<Profile>(API_PATHS.profile.profile)).body.weekly_report).toBe(true);
    expect((await no.browser.get<Profile>(API_PATHS.profile.profile)).body.weekly_report).toBe(false);
    const bad = await browser().post(API_PATHS.auth.signup, {
      email: `weekly-bad-${Date.now()}@example.com`,
      password: 'correct horse',
      weekly_report: 'yes',
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ message: 'weekly_report: weekly_report must be true or false' });
  });

  it('switches on and off in the profile without the password; a password change still needs it', async () => {
    const p = await parent();
    const on = await p.browser.post<Profile>(API_PATHS.profile.profile, { weekly_report: true });
    expect(on.status).toBe(200);
    expect(on.body.weekly_report).toBe(true);
    expect((await p.browser.get<Profile>(API_PATHS.profile.profile)).body.weekly_report).toBe(true);
    const off = await p.browser.post<Profile>(API_PATHS.profile.profile, { weekly_report: false });
    expect(off.body.weekly_report).toBe(false);
    const unguarded = await p.browser.post(API_PATHS.profile.profile, {
      weekly_report: true,
      new_password: 'sneaky-one',
    });
    expect(unguarded.status).toBe(422);
    expect(unguarded.body).toMatchObject({ message: 'current_password is required' });
    expect((await p.browser.get<Profile>(API_PATHS.profile.profile)).body.weekly_report).toBe(false);
    expect((await browser().post(API_PATHS.profile.profile, { weekly_report: true })).status).toBe(401);
  });
});

describe('the weekly run', () => {
  it('answers 401 without the service secret', async () => {
    const answer = await auth.app.inject({
      method: 'POST',
      url: WEEKLY_REPORT_PATHS.run,
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload: '{}',
    });
    expect(answer.statusCode).toBe(401);
  });

  it("emails an opted-in parent each child's week once, and the unsubscribe link stops the next weeks", async () => {
    const p = await parent(true);
    const maya = await child(p, 'Maya');
    await child(p, 'Leo');
    data.weeks.set(maya.id, {
      minutes: 42,
      levels_completed: [
        {
          course_id: 'python',
          course_name: 'Beginner Python',
          level_slug: 'intro-level1',
          level_name: 'First Steps',
          chapter_name: 'Getting Started',
          completed_at: new Date().toISOString(),
        },
      ],
      quizzes: [
        {
          course_id: 'python',
          chapter_id: 1,
          chapter_name: 'Getting Started',
          best_percent: 83,
          passed: true,
        },
      ],
      badges: [
        {
          badge_id: 'quiz:python:1',
          kind: 'quiz',
          name: 'Getting Started Quiz',
          earned_at: new Date().toISOString(),
        },
      ],
    });
    data.usage.set(maya.id, { level_tips: 3, challenge_tips: 1 });

    const first = await run('2026-11-23T08:00:00Z');
    expect(first.week).toBe('2026-11-23');
    const mail = await auth.mailbox.next(p.email);
    expect(mail.subject).toBe("Maya and Leo's week on Pylands");
    expect(mail.text).toContain('== Maya ==');
    expect(mail.text).toContain('First Steps (Getting Started, Beginner Python)');
    expect(mail.text).toContain('Getting Started quiz: best score 83%, passed');
    expect(mail.text).toContain('Getting Started Quiz');
    expect(mail.text).toContain('about 42 minutes');
    expect(mail.text).toContain('Asked the coding assistant for 4 tips.');
    // A week without play says so kindly and suggests where to go on.
    expect(mail.text).toContain('Leo did not play this week.');
    expect(mail.text).toContain('A good next step: the level "First Steps" in Getting Started.');

    // Again the same week (a restart, another replica): nothing more.
    const again = await run('2026-11-25T10:00:00Z');
    expect(again.sent).toBe(0);
    expect(again.already_sent).toBeGreaterThanOrEqual(1);
    expect(await weeklyEmails(p.user.user_id)).toBe(1);

    const unsubscribe = mail.links.find((link) => link.includes('/api/user/unsubscribe/'))!;
    const answer = await p.browser.get(pathOf(unsubscribe));
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/en/unsubscribed');
    expect((await p.browser.get<Profile>(API_PATHS.profile.profile)).body.weekly_report).toBe(false);
    await run('2026-11-30T08:00:00Z');
    expect(await weeklyEmails(p.user.user_id)).toBe(1);
  });

  it('two runs at once send one email', async () => {
    const p = await parent(true);
    await child(p, 'Sam');
    const [a, b] = await Promise.all([run('2026-12-07T08:00:00Z'), run('2026-12-07T08:00:01Z')]);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(1);
    expect((await auth.mailbox.next(p.email)).subject).toBe("Sam's week on Pylands");
    expect(await weeklyEmails(p.user.user_id)).toBe(1);
  });

  it('sends nothing to a parent who did not opt in, or who has no student', async () => {
    const notOptedIn = await parent(false);
    await child(notOptedIn, 'Ana');
    const noChildren = await parent(true);
    await run('2026-12-14T08:00:00Z');
    expect(await weeklyEmails(notOptedIn.user.user_id)).toBe(0);
    expect(await weeklyEmails(noChildren.user.user_id)).toBe(0);
    expect(auth.mailbox.count(notOptedIn.email)).toBe(1); // only the confirmation
    expect(auth.mailbox.count(noChildren.email)).toBe(1);
  });

  it('when levels fails for a child the parent is tried again by the next run', async () => {
    const p = await parent(true);
    const kid = await child(p, 'Kim');
    data.failing.add(kid.id);
    const failed = await run('2026-12-21T08:00:00Z');
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(await weeklyEmails(p.user.user_id)).toBe(0);
    data.failing.delete(kid.id);
    await run('2026-12-21T09:00:00Z');
    expect((await auth.mailbox.next(p.email)).subject).toBe("Kim's week on Pylands");
    expect(await weeklyEmails(p.user.user_id)).toBe(1);
  });
});
