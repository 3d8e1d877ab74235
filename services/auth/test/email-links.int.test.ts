import { finishedJobs, TestBrowser } from '@pylands/common/testing';
import { API_PATHS, EMAIL_QUEUE, type EmailJob } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { startAuthApp, TEST_APP_URL, type AuthTestApp } from './auth-app';

let auth: AuthTestApp;
let counter = 0;

beforeAll(async () => {
  auth = await startAuthApp();
});

afterAll(async () => {
  await auth?.close();
});

function browser(): TestBrowser {
  return new TestBrowser([{ app: auth.app, prefixes: ['/'] }]);
}

async function row<T>(sql: string, params: unknown[]): Promise<T> {
  const rows: T[] = await auth.app.get(DataSource).query(sql, params);
  return rows[0];
}

/** A new parent and the id of the confirmation email they received (from its unsubscribe link). */
async function parentWithEmail(language?: string): Promise<{ email: string; emailId: string }> {
  counter += 1;
  const email = `links${counter}-${Date.now()}@example.com`;
  await browser().post(API_PATHS.auth.signup, { email, password: 'correct horse', language });
  const mail = await auth.mailbox.next(email);
  const unsubscribe = mail.links.find((link) => link.includes('/api/user/unsubscribe/'));
  expect(unsubscribe).toBeDefined();
  expect(unsubscribe!.startsWith(TEST_APP_URL)).toBe(true);
  return { email, emailId: unsubscribe!.split('/').at(-1)! };
}

describe('emails are recorded', () => {
  it('marks each email sent once the mail worker delivered it', async () => {
    const { emailId } = await parentWithEmail();
    // The SMTP server has the email; the worker records that right after its send returns, so the
    // mail job finishing is the moment to look.
    const sent = await finishedJobs<EmailJob>(auth.config, EMAIL_QUEUE, (job) => job.email_id === emailId);
    expect(sent).not.toHaveLength(0);
    expect(await row('SELECT status, template FROM auth.emails WHERE id = $1', [emailId])).toEqual({
      status: 'sent',
      template: 'confirm-email',
    });
  });
});

describe('user/unsubscribe/{email_id}', () => {
  it('opts the account out of news and leads to the unsubscribed page in its language', async () => {
    const { email, emailId } = await parentWithEmail('de');
    const response = await browser().get(API_PATHS.user.unsubscribe(emailId));
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/de/unsubscribed');
    expect(await row('SELECT news_opt_out FROM auth.users WHERE email = $1', [email])).toEqual({
      news_opt_out: true,
    });
    // Twice is fine.
    expect((await browser().get(API_PATHS.user.unsubscribe(emailId))).headers.location).toBe(
      '/de/unsubscribed',
    );
  });

  it('still leads to the page for an unknown or malformed id', async () => {
    for (const id of ['5f0c9a3e-2b9e-4c61-9a53-0d7e3c1b2a10', 'nope', '../../etc']) {
      const response = await browser().get(API_PATHS.user.unsubscribe(id));
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/en/unsubscribed');
    }
  });
});

describe('user/open/{email_id}', () => {
  it('records the first open and redirects within the app only', async () => {
    const { emailId } = await parentWithEmail();
    const opened = await browser().get(API_PATHS.user.open(emailId, '/en/courses'));
    expect(opened.status).toBe(302);
    expect(opened.headers.location).toBe('/en/courses');
    const first = await row<{ opened_at: Date }>('SELECT opened_at FROM auth.emails WHERE id = $1', [
      emailId,
    ]);
    expect(first.opened_at).toBeInstanceOf(Date);
    await browser().get(API_PATHS.user.open(emailId, '/en'));
    const again = await row<{ opened_at: Date }>('SELECT opened_at FROM auth.emails WHERE id = $1', [
      emailId,
    ]);
    expect(again.opened_at).toEqual(first.opened_at);

    expect(
      (await browser().get(API_PATHS.user.open(emailId, `${TEST_APP_URL}/fr/tos?x=1`))).headers.location,
    ).toBe('/fr/tos?x=1');
    for (const target of [
      'https://evil.example/phish',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const response = await browser().get(API_PATHS.user.open(emailId, target));
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/');
    }
    expect((await browser().get(API_PATHS.user.open('not-an-id', '/en'))).headers.location).toBe('/en');
  });
});
