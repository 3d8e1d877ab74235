import type { EmailJob, WeeklyReportChild } from '@pylands/contracts';
import { renderEmail } from '../mail/templates';

const quiet = (username: string): WeeklyReportChild => ({
  username,
  summary: {
    student_id: '00000000-0000-4000-8000-000000000001',
    since: '2026-11-16T08:00:00.000Z',
    until: '2026-11-23T08:00:00.000Z',
    minutes: 0,
    levels_completed: [],
    quizzes: [],
    badges: [],
    next_level: null,
  },
  assistant: null,
});

const job = (children: WeeklyReportChild[], language?: string): EmailJob => ({
  template: 'weekly-report',
  to: 'ann@example.com',
  link: 'http://localhost:8080/en',
  ...(language ? { language } : {}),
  weekly_report: { since: '2026-11-16T08:00:00.000Z', until: '2026-11-23T08:00:00.000Z', children },
});

describe('weekly summary email', () => {
  it('names the week and escapes what families typed in the HTML part', () => {
    const email = renderEmail(job([quiet('<b>Tom</b>')]), 'http://localhost:8080/api/user/unsubscribe/x');
    expect(email.text).toMatch(/from Monday,? 16 November to Monday,? 23 November\./);
    expect(email.html).toContain('&#60;b&#62;Tom&#60;/b&#62;');
    expect(email.html).not.toContain('<b>Tom</b>');
    expect(email.html).toContain('href="http://localhost:8080/api/user/unsubscribe/x"');
  });

  it('falls back to English for a language Pylands does not offer', () => {
    const email = renderEmail(job([quiet('Ana')], 'tlh'));
    expect(email.subject).toBe("Ana's week on Pylands");
    expect(email.text).toContain('Ana did not play this week.');
    expect(email.text).toContain('A good next step: the first level of Beginner Python.');
  });

  it('comes in the family’s language when Pylands offers it', () => {
    const email = renderEmail(job([quiet('Ana')], 'fr'));
    expect(email.subject).not.toBe("Ana's week on Pylands");
    expect(email.subject).toContain('Ana');
    expect(email.html).toContain('lang="fr"');
  });
});
