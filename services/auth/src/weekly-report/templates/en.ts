import type { WeeklyCopy } from './weekly-copy';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function names(children: string[]): string {
  if (children.length <= 1) return children[0] ?? '';
  return `${children.slice(0, -1).join(', ')} and ${children[children.length - 1]}`;
}

export const EN_WEEKLY_COPY: WeeklyCopy = {
  locale: 'en-GB',
  subject: (children) => `${names(children)}'s week on Pylands`,
  greeting: 'Hello!',
  intro: (since, until) => `Here is what happened on Pylands from ${since} to ${until}.`,
  levelsTitle: (count) => `${plural(count, 'level', 'levels')} completed`,
  levelLine: (level, chapter, course) => `${level} (${chapter}, ${course})`,
  quizzesTitle: 'Quizzes',
  quizLine: (chapter, percent, passed) =>
    `${chapter} quiz: best score ${percent}%${passed ? ', passed' : ', not passed yet'}`,
  badgesTitle: 'New badges',
  playTime: (minutes) => `Time spent coding: about ${plural(minutes, 'minute', 'minutes')}.`,
  assistant: (usage) => {
    const total = usage.level_tips + usage.challenge_tips;
    return total === 0
      ? 'No tips asked from the coding assistant: solved on their own!'
      : `Asked the coding assistant for ${plural(total, 'tip', 'tips')}.`;
  },
  quietWeek: (child) =>
    `${child} did not play this week. That is fine: a few minutes are enough to pick it up again.`,
  suggestNext: (level, chapter) => `A good next step: the level "${level}" in ${chapter}.`,
  suggestAny: 'A good next step: the first level of Beginner Python.',
  action: 'Open Pylands',
  outro: 'Progress and code are saved, so everyone can pick up right where they stopped.',
  unsubscribe: 'You get this email because you asked for a weekly summary.',
  unsubscribeLink: 'Stop the weekly summary',
};
