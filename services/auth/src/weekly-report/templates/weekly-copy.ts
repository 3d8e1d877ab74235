import type { WeeklyAssistantUsage } from '@pylands/contracts';

/** Every text of the weekly summary email in one language (one file per language; English fallback). */
export interface WeeklyCopy {
  subject: (children: string[]) => string;
  greeting: string;
  intro: (since: string, until: string) => string;
  levelsTitle: (count: number) => string;
  levelLine: (level: string, chapter: string, course: string) => string;
  quizzesTitle: string;
  quizLine: (chapter: string, percent: number, passed: boolean) => string;
  badgesTitle: string;
  playTime: (minutes: number) => string;
  assistant: (usage: WeeklyAssistantUsage) => string;
  quietWeek: (child: string) => string;
  suggestNext: (level: string, chapter: string) => string;
  suggestAny: string;
  action: string;
  outro: string;
  unsubscribe: string;
  unsubscribeLink: string;
  /** Dates in the family's language (Intl). */
  locale: string;
}
