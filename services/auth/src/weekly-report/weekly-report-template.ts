import type { EmailJob, WeeklyReportChild, WeeklyReportEmail } from '@pylands/contracts';
import { EN_WEEKLY_COPY } from './templates/en';
import type { WeeklyCopy } from './templates/weekly-copy';

export const WEEKLY_REPORT_TEMPLATE = 'weekly-report';

/** One copy per language code; languages without their own copy get English. */
const COPIES: Record<string, WeeklyCopy> = { en: EN_WEEKLY_COPY };

export function weeklyCopy(language: string | undefined): WeeklyCopy {
  return COPIES[language ?? 'en'] ?? EN_WEEKLY_COPY;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A child's week as headed lists: the same blocks become the text and the HTML part. */
interface Block {
  title?: string;
  lines: string[];
}

function formatDate(iso: string, copy: WeeklyCopy): string {
  return new Intl.DateTimeFormat(copy.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

function childBlocks(child: WeeklyReportChild, copy: WeeklyCopy): Block[] {
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
          copy.quietWeek(child.username),
          next ? copy.suggestNext(next.level_name, next.chapter_name) : copy.suggestAny,
        ],
      },
    ];
  }
  const blocks: Block[] = [{ lines: [copy.playTime(summary.minutes)] }];
  if (summary.levels_completed.length > 0) {
    blocks.push({
      title: copy.levelsTitle(summary.levels_completed.length),
      lines: summary.levels_completed.map((l) => copy.levelLine(l.level_name, l.chapter_name, l.course_name)),
    });
  }
  if (summary.quizzes.length > 0) {
    blocks.push({
      title: copy.quizzesTitle,
      lines: summary.quizzes.map((q) => copy.quizLine(q.chapter_name, q.best_percent, q.passed)),
    });
  }
  if (summary.badges.length > 0) {
    blocks.push({ title: copy.badgesTitle, lines: summary.badges.map((b) => b.name) });
  }
  if (assistant) blocks.push({ lines: [copy.assistant(assistant)] });
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
  unsubscribeLink?: string,
): { subject: string; text: string; html: string } {
  const copy = weeklyCopy(job.language);
  const report = job.weekly_report;
  const intro = copy.intro(formatDate(report.since, copy), formatDate(report.until, copy));
  const sections = report.children.map((child) => ({
    name: child.username,
    blocks: childBlocks(child, copy),
  }));
  const footer = unsubscribeLink ? `\n\n${copy.unsubscribe} ${copy.unsubscribeLink}: ${unsubscribeLink}` : '';
  const text = [
    copy.greeting,
    intro,
    ...sections.map((s) => `== ${s.name} ==\n${textOf(s.blocks)}`),
    `${copy.action}: ${job.link}`,
    copy.outro,
    `Pylands${footer}`,
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;max-width:600px">
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(intro)}</p>
${sections
  .map(
    (s) =>
      `<div style="border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0"><h2 style="margin:0 0 8px;font-size:18px">${escapeHtml(s.name)}</h2>\n${htmlOf(s.blocks)}</div>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(job.link)}">${escapeHtml(copy.action)}</a></p>
<p style="color:#666">${escapeHtml(copy.outro)}</p>
<p>Pylands</p>
${unsubscribeLink ? `<p style="color:#666;font-size:12px">${escapeHtml(copy.unsubscribe)} <a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(copy.unsubscribeLink)}</a></p>` : ''}
</body></html>`;
  return { subject: copy.subject(sections.map((s) => s.name)), text, html };
}
