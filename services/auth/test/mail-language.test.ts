import { fixtureLocalesDir } from '@pylands/common/testing';
import type { EmailJob, WeeklyReportChild } from '@pylands/contracts';
import { renderEmail } from '../src/mail/templates';

/** German texts made up for the test (the real de.json comes from the translators). */
const GERMAN = {
  'email.resetPassword.subject': 'Setze dein Pylands-Passwort zurück',
  'email.resetPassword.intro': 'Jemand möchte das Passwort zurücksetzen.',
  'email.resetPassword.action': 'Neues Passwort wählen',
  'email.weekly.subject': 'Die Woche von {{children}} auf Pylands',
  'email.weekly.intro': 'Das war los auf Pylands vom {{since}} bis {{until}}.',
  'email.weekly.playTime_one': 'Zeit beim Programmieren: etwa {{count}} Minute.',
  'email.weekly.playTime_other': 'Zeit beim Programmieren: etwa {{count}} Minuten.',
  'email.weekly.quizPassed': 'Quiz {{chapter}}: beste Punktzahl {{percent}}, bestanden',
};

const previous = process.env.LOCALES_DIR;
beforeAll(() => {
  process.env.LOCALES_DIR = fixtureLocalesDir({ de: GERMAN });
});
afterAll(() => {
  process.env.LOCALES_DIR = previous;
});

const reset = (language?: string): EmailJob => ({
  template: 'reset-password',
  to: 'ann@example.com',
  link: 'http://localhost:8080/de/reset-password?token=abc',
  ...(language ? { language } : {}),
});

const busy = (username: string): WeeklyReportChild => ({
  username,
  summary: {
    student_id: '00000000-0000-4000-8000-000000000001',
    since: '2026-11-16T08:00:00.000Z',
    until: '2026-11-23T08:00:00.000Z',
    minutes: 1,
    levels_completed: [],
    quizzes: [
      { course_id: 'python', chapter_id: 1, chapter_name: 'Kapitel 1', best_percent: 85, passed: true },
    ],
    badges: [],
    next_level: null,
  },
  assistant: null,
});

describe("emails in the family's language", () => {
  it('renders a German family’s email from the German texts, English for what German lacks', () => {
    const email = renderEmail(reset('de'));
    expect(email.subject).toBe('Setze dein Pylands-Passwort zurück');
    expect(email.text).toContain('Jemand möchte das Passwort zurücksetzen.');
    expect(email.text).toContain('Neues Passwort wählen: http://localhost:8080/de/reset-password?token=abc');
    // Not translated in the fixture: the English text, never a key.
    expect(email.text).toContain('The link works once and expires in 1 hour.');
    expect(email.html).toContain('<html lang="de" dir="ltr">');
  });

  it('renders English for a family without a stored language', () => {
    expect(renderEmail(reset()).subject).toBe('Reset your Pylands password');
  });

  it('writes the weekly summary with German dates, plurals, percentages and lists', () => {
    const email = renderEmail({
      template: 'weekly-report',
      to: 'ann@example.com',
      link: 'http://localhost:8080/de',
      language: 'de',
      weekly_report: {
        since: '2026-11-16T08:00:00.000Z',
        until: '2026-11-23T08:00:00.000Z',
        children: [busy('Ana'), busy('Ben')],
      },
    });
    expect(email.subject).toBe('Die Woche von Ana und Ben auf Pylands');
    expect(email.text).toContain('vom Montag, 16. November bis Montag, 23. November.');
    expect(email.text).toContain('Zeit beim Programmieren: etwa 1 Minute.');
    expect(email.text).toContain('Quiz Kapitel 1: beste Punktzahl 85\u00a0%, bestanden');
  });
});
