import type { EmailJob, WeeklyReportChild, WeeklyReportEmail } from '@pylands/contracts';
import type { LocaleTexts } from '@pylands/common';
import { escapeHtml, htmlStart } from '../mail/mail-html';

export const WEEKLY_REPORT_TEMPLATE = 'weekly-report';

/** A child's week as headed lists: the same blocks become the text and the HTML part. */
interface Block {
  title?: string;
  lines: string[];
}

const dayOf = (texts: LocaleTexts, iso: string) =>
  texts.date(iso, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

function childBlocks(child: WeeklyReportChild, texts: LocaleTexts): Block[] {
  const { t } = texts;
  const { summary, assistant } = child;
  const quiet =
    summary.levels_completed.length === 0 &&
    summary.quizzes.length === 0 &&
    summary.badges.length === 0 &&
    summary.minutes === 0;
  if (quiet) {
    const next = summary.next_level;
    return [
      {
        lines: [
          t('email.weekly.quietWeek', { child: child.username }),
          next
            ? t('email.weekly.suggestNext', { level: next.level_name, chapter: next.chapter_name })
            : t('email.weekly.suggestAny'),
        ],
      },
    ];
  }
  const blocks: Block[] = [{ lines: [t('email.weekly.playTime', { count: summary.minutes })] }];
  if (summary.levels_completed.length > 0) {
    blocks.push({
      title: t('email.weekly.levelsTitle', { count: summary.levels_completed.length }),
      lines: summary.levels_completed.map((l) =>
        t('email.weekly.levelLine', { level: l.level_name, chapter: l.chapter_name, course: l.course_name }),
      ),
    });
  }
  if (summary.quizzes.length > 0) {
    blocks.push({
      title: t('email.weekly.quizzesTitle'),
      lines: summary.quizzes.map((q) =>
        t(q.passed ? 'email.weekly.quizPassed' : 'email.weekly.quizNotPassed', {
          chapter: q.chapter_name,
          percent: texts.number(q.best_percent / 100, { style: 'percent' }),
        }),
      ),
    });
  }
  if (summary.badges.length > 0) {
    blocks.push({ title: t('email.weekly.badgesTitle'), lines: summary.badges.map((b) => b.name) });
  }
  if (assistant) {
    const tips = assistant.level_tips + assistant.challenge_tips;
    blocks.push({ lines: [tips === 0 ? t('email.weekly.noTips') : t('email.weekly.tips', { count: tips })] });
  }
  return blocks;
}

function textOf(blocks: Block[]): string {
  return blocks
    .map((block) =>
      [
        ...(block.title ? [`${block.title}:`] : []),
        ...block.lines.map((l) => (block.title ? `- ${l}` : l)),
      ].join('\n'),
    )
    .join('\n');
}

function htmlOf(blocks: Block[]): string {
  return blocks
    .map((block) =>
      block.title
        ? `<p style="margin:8px 0 2px"><strong>${escapeHtml(block.title)}</strong></p><ul style="margin:0">${block.lines
            .map((l) => `<li>${escapeHtml(l)}</li>`)
            .join('')}</ul>`
        : block.lines.map((l) => `<p style="margin:4px 0">${escapeHtml(l)}</p>`).join(''),
    )
    .join('\n');
}

/** The weekly summary: a friendly section per child, in the family's language (English fallback). */
export function renderWeeklyReport(
  job: EmailJob & { weekly_report: WeeklyReportEmail },
  texts: LocaleTexts,
  unsubscribeLink?: string,
): { subject: string; text: string; html: string } {
  const { t } = texts;
  const report = job.weekly_report;
  const intro = t('email.weekly.intro', {
    since: dayOf(texts, report.since),
    until: dayOf(texts, report.until),
  });
  const sections = report.children.map((child) => ({
    name: child.username,
    blocks: childBlocks(child, texts),
  }));
  const greeting = t('email.weekly.greeting');
  const action = t('email.weekly.action');
  const outro = t('email.weekly.outro');
  const signature = t('email.signature');
  const unsubscribe = t('email.weekly.unsubscribe');
  const stop = t('email.weekly.unsubscribeLink');
  const footer = unsubscribeLink ? `\n\n${unsubscribe} ${stop}: ${unsubscribeLink}` : '';
  const text = [
    greeting,
    intro,
    ...sections.map((s) => `== ${s.name} ==\n${textOf(s.blocks)}`),
    `${action}: ${job.link}`,
    outro,
    `${signature}${footer}`,
  ].join('\n\n');
  const html = `${htmlStart(texts, 'font-family:sans-serif;max-width:600px')}
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${sections
  .map(
    (s) =>
      `<div style="border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0"><h2 style="margin:0 0 8px;font-size:18px">${escapeHtml(s.name)}</h2>\n${htmlOf(s.blocks)}</div>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(job.link)}">${escapeHtml(action)}</a></p>
<p style="color:#666">${escapeHtml(outro)}</p>
<p>${escapeHtml(signature)}</p>
${unsubscribeLink ? `<p style="color:#666;font-size:12px">${escapeHtml(unsubscribe)} <a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(stop)}</a></p>` : ''}
</body></html>`;
  const subject = t('email.weekly.subject', { children: texts.list(sections.map((s) => s.name)) });
  return { subject, text, html };
}
