import type { EmailJob } from '@pylands/contracts';
import { renderWeeklyReport } from '../weekly-report/weekly-report-template';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Copy {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

const COPY: Record<Exclude<EmailJob['template'], 'weekly-report'>, Copy> = {
  'signup-link': {
    subject: 'Finish signing up to Pylands',
    intro: 'Someone (we hope you) asked to create a Pylands account with this email address.',
    action: 'Choose your password',
    outro: 'The link works once and expires in 24 hours. If you did not ask for it, ignore this email.',
  },
  'confirm-email': {
    subject: 'Confirm your email for Pylands',
    intro: 'Welcome to Pylands! Please confirm that this email address is yours.',
    action: 'Confirm my email',
    outro: 'If you did not sign up, ignore this email.',
  },
  'reset-password': {
    subject: 'Reset your Pylands password',
    intro: 'Someone (we hope you) asked to reset the password of the Pylands account with this email.',
    action: 'Choose a new password',
    outro:
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays the same.',
  },
  'teacher-invitation': {
    subject: 'You are invited to teach on Pylands',
    intro: 'An administrator of a school on Pylands invited you to join it as a teacher.',
    action: 'Accept the invitation',
    outro: 'The link works once and expires in 7 days. If you did not expect it, ignore this email.',
  },
  'new-levels': {
    subject: 'New levels are waiting on Pylands',
    intro:
      'There are new levels on Pylands: new maps to explore, new puzzles to solve and new Python to learn.',
    action: 'Play the new levels',
    outro: 'Every student keeps their own progress and code, so they can pick up right where they stopped.',
  },
  'come-back': {
    subject: 'Your Pylands character misses you',
    intro:
      'It has been a while since your family last played on Pylands. Progress and code are saved, ready for the next level.',
    action: 'Continue where you left off',
    outro: 'A few minutes of code a day goes a long way. See you soon!',
  },
};

const UNSUBSCRIBE_TEXT = 'No news or tips from Pylands, only account emails?';

/** An invitation names the school and who sent it, so the teacher knows it is not from a stranger. */
function invitationCopy(job: EmailJob, copy: Copy): Copy {
  const school = job.organization_name;
  if (!school) return copy;
  const who = job.inviter_name
    ? `${job.inviter_name}, an administrator of ${school},`
    : `An administrator of ${school}`;
  return {
    ...copy,
    subject: `You are invited to teach at ${school} on Pylands`,
    intro: `${who} invited you to join ${school} on Pylands as a teacher.`,
  };
}

/** Plain words a parent understands, with the one link the email is for. */
export function renderEmail(job: EmailJob, unsubscribeLink?: string): RenderedEmail {
  if (job.template === 'weekly-report') {
    if (!job.weekly_report) throw new Error('a weekly-report email without its report');
    return renderWeeklyReport({ ...job, weekly_report: job.weekly_report }, unsubscribeLink);
  }
  const base = COPY[job.template];
  const copy = job.template === 'teacher-invitation' ? invitationCopy(job, base) : base;
  const footer = unsubscribeLink ? `\n\n${UNSUBSCRIBE_TEXT} ${unsubscribeLink}` : '';
  const text = `${copy.intro}\n\n${copy.action}: ${job.link}\n\n${copy.outro}\n\nPylands${footer}`;
  const link = escapeHtml(job.link);
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(copy.intro)}</p>
<p><a href="${link}">${escapeHtml(copy.action)}</a></p>
<p style="color:#666">${escapeHtml(copy.outro)}</p>
<p>Pylands</p>
${unsubscribeLink ? `<p style="color:#666;font-size:12px">${escapeHtml(UNSUBSCRIBE_TEXT)} <a href="${escapeHtml(unsubscribeLink)}">Unsubscribe</a></p>` : ''}
</body></html>`;
  return { subject: job.subject ?? copy.subject, text, html };
}
