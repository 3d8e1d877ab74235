import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { localeTexts } from '../support/locale-text';
import { screenshot } from '../support/play';
import { registerSchool } from '../support/school';
import { signInAsNewStudent } from '../support/student';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const english = JSON.parse(
  readFileSync(path.join(__dirname, '../../shared-ui/locales/en.json'), 'utf8'),
) as Record<string, string>;

interface Screen {
  path: string;
  /** A text the screen shows once loaded, by locale key. */
  ready: string;
  who: 'visitor' | 'family' | 'school';
}

const SCREENS: Screen[] = [
  { path: 'play/python/intro-level1', ready: 'play.run', who: 'visitor' },
  { path: 'login', ready: 'auth.logInTitle', who: 'visitor' },
  { path: 'signup', ready: 'auth.signUpTitle', who: 'visitor' },
  { path: 'courses', ready: 'courses.title', who: 'visitor' },
  { path: 'purchase', ready: 'purchase.title', who: 'visitor' },
  { path: 'schools', ready: 'org.schools.title', who: 'visitor' },
  { path: 'challenges', ready: 'challenges.intro', who: 'visitor' },
  { path: 'creative-levels', ready: 'gallery.allTitle', who: 'visitor' },
  { path: 'guide', ready: 'teacherGuide.title', who: 'visitor' },
  { path: 'play/python/intro-level1', ready: 'play.run', who: 'family' },
  { path: 'profile/students', ready: 'students.title', who: 'family' },
  { path: 'profile/billing', ready: 'billing.currentPlan', who: 'family' },
  { path: 'organization/classes', ready: 'page.classes', who: 'school' },
  { path: 'organization/teachers', ready: 'page.teachers', who: 'school' },
  { path: 'organization/students', ready: 'page.students', who: 'school' },
];

/**
 * Lines of the page that are exactly an English interface text which the language translates:
 * a text left in English on a translated screen.
 */
async function englishLeftOn(page: Page, language: string): Promise<string[]> {
  const t = localeTexts(language);
  const leftovers = new Set(
    Object.entries(english)
      .filter(([key, text]) => /\p{L}{3}/u.test(text) && !text.includes('{{') && t(key) !== text)
      .map(([, text]) => text),
  );
  const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim());
  // Content marked as written in English (a guide not yet translated, a challenge) is not a leftover.
  const marked = new Set(
    (await page.locator('[lang="en"]:not(html)').allInnerTexts()).flatMap((text) =>
      text.split('\n').map((line) => line.trim()),
    ),
  );
  return [...new Set(lines.filter((line) => leftovers.has(line) && !marked.has(line)))];
}

async function signIn(page: Page, who: Screen['who']) {
  if (who === 'family') {
    await signInAsNewStudent(page);
    // The parent's pages: back to the parent session (the parental gate is for children).
    const back = await page.request.post('/api/auth/return-to-parent', {
      headers: { 'X-Requested-With': 'pylands' },
      data: { password: 'correct-horse-42' },
    });
    expect(back.ok()).toBe(true);
  }
  if (who === 'school') await registerSchool(page, 'Hillside Primary', 'hillside');
}

for (const language of ['ja', 'de']) {
  for (const who of ['visitor', 'family', 'school'] as const) {
    test(`${language}: every ${who} screen is in ${language}, with nothing left in English`, async ({
      page,
    }) => {
      const t = localeTexts(language);
      await signIn(page, who);
      if (who !== 'visitor') {
        const chosen = await page.request.post(`/api/user/change-language?language=${language}`, {
          headers: { 'X-Requested-With': 'pylands' },
        });
        expect(chosen.ok()).toBe(true);
      }
      const problems: string[] = [];
      for (const screen of SCREENS.filter((s) => s.who === who)) {
        await page.goto(`/${language}/${screen.path}`);
        await expect(page.getByText(t(screen.ready)).first()).toBeVisible({ timeout: 45_000 });
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await screenshot(page, `i18n-${language}-${who}-${screen.path.replace(/\//g, '-')}`);
        const left = await englishLeftOn(page, language);
        if (left.length) problems.push(`${screen.path}: ${left.join(' | ')}`);
      }
      expect(problems).toEqual([]);
    });
  }
}
