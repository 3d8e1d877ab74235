import { fixtureLocalesDir, TestBrowser } from '@pylands/common/testing';
import { API_PATHS } from '@pylands/contracts';
import { startAuthApp, TEST_APP_URL, type AuthTestApp } from './auth-app';

/**
 * E-mails go out in the family's stored language, through the real mail worker and a loopback
 * SMTP server. The German texts are a fixture: the translators' de.json lands later.
 */
const GERMAN = {
  'email.confirmEmail.subject': 'Bestätige deine E-Mail für Pylands',
  'email.confirmEmail.action': 'Meine E-Mail bestätigen',
  'email.signupLink.subject': 'Schließe deine Anmeldung bei Pylands ab',
  'email.resetPassword.subject': 'Setze dein Pylands-Passwort zurück',
};

let auth: AuthTestApp;
const previous = process.env.LOCALES_DIR;
let counter = 0;

beforeAll(async () => {
  process.env.LOCALES_DIR = fixtureLocalesDir({ de: GERMAN });
  auth = await startAuthApp();
});

afterAll(async () => {
  await auth?.close();
  process.env.LOCALES_DIR = previous;
});

const browser = () => new TestBrowser([{ app: auth.app, prefixes: ['/'] }]);
const newEmail = () => `lang${(counter += 1)}-${Date.now()}@example.com`;

describe("e-mails in the family's language", () => {
  it('sends a German parent’s confirmation and password reset in German', async () => {
    const email = newEmail();
    const signup = await browser().post(API_PATHS.auth.signup, {
      email,
      password: 'correct horse',
      language: 'de',
    });
    expect(signup.status).toBeLessThan(300);
    const confirm = await auth.mailbox.next(email);
    expect(confirm.subject).toBe('Bestätige deine E-Mail für Pylands');
    expect(confirm.text).toMatch(
      /^Meine E-Mail bestätigen: http:\/\/pylands\.test\/api\/auth\/confirm-email\?token=/m,
    );

    await browser().post(API_PATHS.auth.forgotPassword(email));
    const reset = await auth.mailbox.next(email);
    expect(reset.subject).toBe('Setze dein Pylands-Passwort zurück');
    expect(reset.links.some((link) => link.startsWith(`${TEST_APP_URL}/de/reset-password?token=`))).toBe(
      true,
    );
  });

  it('sends the sign-up link in the language the visitor uses, English without one', async () => {
    const german = newEmail();
    expect((await browser().post(API_PATHS.auth.signupGenerateLink(german, 'de'))).status).toBe(200);
    const link = await auth.mailbox.next(german);
    expect(link.subject).toBe('Schließe deine Anmeldung bei Pylands ab');
    expect(link.links.some((l) => l.startsWith(`${TEST_APP_URL}/de/signup?token=`))).toBe(true);

    const english = newEmail();
    await browser().post(API_PATHS.auth.signupGenerateLink(english));
    expect((await auth.mailbox.next(english)).subject).toBe('Finish signing up to Pylands');
  });
});
