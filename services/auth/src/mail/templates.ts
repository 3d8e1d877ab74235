import type { EmailJob } from '@pylands/contracts';
import { localeTexts, type LocaleTexts } from '@pylands/common';
import { renderWeeklyReport } from '../weekly-report/weekly-report-template';
import { escapeHtml, htmlStart } from './mail-html';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface Copy {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

/** Each template's texts in the locale files (`email.<name>.subject|intro|action|outro`). */
const COPY_NAMES: Record<Exclude<EmailJob['template'], 'weekly-report'>, string> = {
  'signup-link': 'signupLink',
  'confirm-email': 'confirmEmail',
  'reset-password': 'resetPassword',
  'teacher-invitation': 'teacherInvitation',
  'new-levels': 'newLevels',
  'come-back': 'comeBack',
};

function copyOf(job: EmailJob, texts: LocaleTexts): Copy {
  const name = COPY_NAMES[job.template as keyof typeof COPY_NAMES];
  const copy = {
    subject: texts.t(`email.${name}.subject`),
    intro: texts.t(`email.${name}.intro`),
    action: texts.t(`email.${name}.action`),
    outro: texts.t(`email.${name}.outro`),
  };
  // An invitation names the school and who sent it, so the teacher knows it is not from a stranger.
  const school = job.template === 'teacher-invitation' ? job.organization_name : undefined;
  if (!school) return copy;
  return {
    ...copy,
    subject: texts.t('email.teacherInvitation.schoolSubject', { school }),
    intro: job.inviter_name
      ? texts.t('email.teacherInvitation.inviterIntro', { inviter: job.inviter_name, school })
      : texts.t('email.teacherInvitation.schoolIntro', { school }),
  };
}

/** Plain words a parent understands, in the family's language, with the one link the email is for. */
export function renderEmail(job: EmailJob, unsubscribeLink?: string): RenderedEmail {
  const texts = localeTexts(job.language);
  if (job.template === 'weekly-report') {
    if (!job.weekly_report) throw new Error('a weekly-report email without its report');
    return renderWeeklyReport({ ...job, weekly_report: job.weekly_report }, texts, unsubscribeLink);
  }
  const copy = copyOf(job, texts);
  const signature = texts.t('email.signature');
  const unsubscribe = texts.t('email.unsubscribe.question');
  const footer = unsubscribeLink ? `\n\n${unsubscribe} ${unsubscribeLink}` : '';
  const text = `${copy.intro}\n\n${copy.action}: ${job.link}\n\n${copy.outro}\n\n${signature}${footer}`;
  const link = escapeHtml(job.link);
  const html = `${htmlStart(texts, 'font-family:sans-serif')}
<p>${escapeHtml(copy.intro)}</p>
<p><a href="${link}">${escapeHtml(copy.action)}</a></p>
<p style="color:#666">${escapeHtml(copy.outro)}</p>
<p>${escapeHtml(signature)}</p>
${unsubscribeLink ? `<p style="color:#666;font-size:12px">${escapeHtml(unsubscribe)} <a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(texts.t('email.unsubscribe.link'))}</a></p>` : ''}
</body></html>`;
  return { subject: job.subject ?? copy.subject, text, html };
}
