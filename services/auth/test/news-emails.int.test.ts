import { TestBrowser } from '@pylands/common/testing';
import { API_PATHS, type CurrentUser, type QueuedEmails, type SentEmails } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { setStaff } from '../src/cli';
import { startAuthApp, TEST_APP_URL, type AuthTestApp } from './auth-app';
import type { ReceivedEmail } from './mailbox';

// Platform staff's news emails (spec §7 User): queued in auth.emails, sent in batches through the
// BullMQ mail queue to a real SMTP server on loopback, links tracked through user/open.
let auth: AuthTestApp;
let counter = 0;

beforeAll(async () => {
  auth = await startAuthApp();
});

afterAll(async () => {
  await auth?.close();
});

interface Family {
  browser: TestBrowser;
  user: CurrentUser;
  email: string;
}

function pathOf(link: string): string {
  const url = new URL(link);
  expect(url.origin).toBe(TEST_APP_URL);
  return `${url.pathname}${url.search}`;
}

/** Signs up; `verified` opens the confirmation link from the email, as the parent would. */
async function family(options: { verified?: boolean; staff?: boolean } = {}): Promise<Family> {
  counter += 1;
  const email = `news${counter}-${Date.now()}@example.com`;
  const browser = new TestBrowser([{ app: auth.app, prefixes: ['/'] }]);
  const signup = await browser.post<CurrentUser>(API_PATHS.auth.signup, { email, password: 'correct horse' });
  expect(signup.status).toBe(201);
  const confirmation = await auth.mailbox.next(email);
  if (options.verified) {
    const confirmLink = confirmation.links.find((link) => link.includes('/api/auth/confirm-email'))!;
    expect((await browser.get(pathOf(confirmLink))).status).toBe(302);
  }
  if (options.staff) expect(await setStaff(auth.app.get(DataSource), email, true)).toBe(true);
  return { browser, user: signup.body, email };
}

async function unsubscribeFromConfirmation(f: Family): Promise<void> {
  // The confirmation email was read in family(); its twin in `received` carries the link.
  const mail = auth.mailbox.received.find((m) => m.to.includes(f.email))!;
  const link = mail.links.find((l) => l.includes('/api/user/unsubscribe/'))!;
  const answer = await f.browser.get(pathOf(link));
  expect(answer.headers.location).toBe('/en/unsubscribed');
}

async function newsRows(userId: string): Promise<{ template: string; status: string }[]> {
  return auth.app
    .get(DataSource)
    .query(
      `SELECT "template", "status" FROM "auth"."emails" WHERE "user_id" = $1 AND "template" <> 'confirm-email'`,
      [userId],
    );
}

const forAll = API_PATHS.user.queueUserEmailsForAll;

describe('who may send news emails', () => {
  it('answers 401 to anonymous callers and 403 to families', async () => {
    const anonymous = new TestBrowser([{ app: auth.app, prefixes: ['/'] }]);
    const body = { template_name: 'new-levels', emails: ['a@example.com'] };
    expect((await anonymous.post(API_PATHS.user.queueEmails, body)).status).toBe(401);
    expect((await anonymous.post(forAll({ template_name: 'new-levels' }))).status).toBe(401);
    expect((await anonymous.post(API_PATHS.user.sendEmails(10))).status).toBe(401);
    const parent = await family({ verified: true });
    for (const answer of [
      await parent.browser.post(API_PATHS.user.queueEmails, body),
      await parent.browser.post(forAll({ template_name: 'new-levels' })),
      await parent.browser.post(API_PATHS.user.sendEmails(10)),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ message: 'Only platform staff can send emails' });
    }
  });

  it('answers 422 with the field at fault to malformed staff calls', async () => {
    const staff = await family({ staff: true });
    const unknown = await staff.browser.post(forAll({ template_name: 'spam' }));
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('template_name must be one of: new-levels, come-back');
    for (const rows of ['0', 'many', '5000']) {
      const answer = await staff.browser.post(`/api/user/send_emails?rows=${rows}`);
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.body)).toContain('rows');
    }
    const badAddress = await staff.browser.post(API_PATHS.user.queueEmails, {
      template_name: 'new-levels',
      emails: ['not-an-address'],
    });
    expect(badAddress.status).toBe(422);
    expect(JSON.stringify(badAddress.body)).toContain('Enter valid email addresses');
  });
});

describe('a mailing to every family', () => {
  it('queues every verified family that takes news, sends in batches, and tracks the click', async () => {
    const staff = await family({ staff: true, verified: true });
    const ann = await family({ verified: true });
    const ben = await family({ verified: true });
    const unverified = await family();
    const optedOut = await family({ verified: true });
    await unsubscribeFromConfirmation(optedOut);
    const [{ expected }] = await auth.app
      .get(DataSource)
      .query(
        `SELECT count(*)::int AS expected FROM "auth"."users" WHERE "email_verified" AND NOT "news_opt_out"`,
      );

    const queued = await staff.browser.post<QueuedEmails>(
      forAll({ template_name: 'new-levels', subject: 'Ten new maps!' }),
    );
    expect(queued.status).toBe(200);
    expect(queued.body.queued).toBe(expected);
    expect(await newsRows(unverified.user.user_id)).toEqual([]);
    expect(await newsRows(optedOut.user.user_id)).toEqual([]);
    expect(await newsRows(ann.user.user_id)).toEqual([{ template: 'new-levels', status: 'queued' }]);

    const first = await staff.browser.post<SentEmails>(API_PATHS.user.sendEmails(2));
    expect(first.body).toEqual({ sent: 2, remaining: expected - 2 });
    const rest = await staff.browser.post<SentEmails>(API_PATHS.user.sendEmails(1000));
    expect(rest.body).toEqual({ sent: expected - 2, remaining: 0 });
    const nothing = await staff.browser.post<SentEmails>(API_PATHS.user.sendEmails());
    expect(nothing.body).toEqual({ sent: 0, remaining: 0 });

    const mails: ReceivedEmail[] = await Promise.all([ann, ben].map((f) => auth.mailbox.next(f.email)));
    for (const mail of mails) {
      expect(mail.subject).toBe('Ten new maps!');
      expect(mail.text).toContain('There are new levels on Pylands');
      expect(mail.text).toMatch(/\/api\/user\/unsubscribe\/[0-9a-f-]{36}/);
    }
    // The link is tracked: the click is recorded, then the family lands on the game.
    const play = mails[0].links.find((link) => link.includes('/api/user/open/'))!;
    const opened = await ann.browser.get(pathOf(play));
    expect(opened.status).toBe(302);
    expect(opened.headers.location).toBe('/en');
    const [row] = await auth.app
      .get(DataSource)
      .query(`SELECT "opened_at" FROM "auth"."emails" WHERE "user_id" = $1 AND "template" = 'new-levels'`, [
        ann.user.user_id,
      ]);
    expect(row.opened_at).not.toBeNull();
  });

  it('never sends to a family who unsubscribed after the mailing was queued', async () => {
    const staff = await family({ staff: true, verified: true });
    const changedMind = await family({ verified: true });
    const queued = await staff.browser.post<QueuedEmails>(
      forAll({ template_name: 'come-back', recipient_email: changedMind.email }),
    );
    expect(queued.body).toEqual({ queued: 1, skipped: 0 });
    await unsubscribeFromConfirmation(changedMind);
    expect((await staff.browser.post<SentEmails>(API_PATHS.user.sendEmails(1000))).body).toEqual({
      sent: 0,
      remaining: 0,
    });
    expect(await newsRows(changedMind.user.user_id)).toEqual([]);
  });
});

describe('queue_emails', () => {
  it('queues the listed addresses once each, skipping accounts that unsubscribed', async () => {
    const staff = await family({ staff: true, verified: true });
    const member = await family({ verified: true });
    const gone = await family({ verified: true });
    await unsubscribeFromConfirmation(gone);
    const outsider = `teacher-${Date.now()}@school.example`;
    const queued = await staff.browser.post<QueuedEmails>(API_PATHS.user.queueEmails, {
      template_name: 'come-back',
      emails: [member.email, member.email.toUpperCase(), gone.email, outsider],
    });
    expect(queued.body).toEqual({ queued: 2, skipped: 2 });
    expect((await staff.browser.post<SentEmails>(API_PATHS.user.sendEmails(1000))).body).toEqual({
      sent: 2,
      remaining: 0,
    });
    const [toMember, toOutsider] = await Promise.all([
      auth.mailbox.next(member.email),
      auth.mailbox.next(outsider),
    ]);
    expect(toMember.subject).toBe('Your Pylands character misses you');
    expect(toOutsider.subject).toBe('Your Pylands character misses you');
    expect(auth.mailbox.count(gone.email)).toBe(1); // only its confirmation
  });
});
