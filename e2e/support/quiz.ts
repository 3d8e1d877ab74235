import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** A chapter's quiz as authored (the answers stay on the server; tests know them from the content). */
export type AuthoredQuestion =
  | {
      id: string;
      kind: 'choice' | 'output';
      prompt: string;
      options: string[];
      answer: number;
      explanation: string;
    }
  | { id: string; kind: 'order'; prompt: string; lines: string[]; explanation: string };

export interface AuthoredQuiz {
  title: string;
  questions: AuthoredQuestion[];
}

export function authoredQuiz(course: string, chapterId: number): AuthoredQuiz {
  const file = path.join(__dirname, `../../libs/content/courses/${course}/quizzes/chapter-${chapterId}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as AuthoredQuiz;
}

/** Authored text as shown: `code` in backticks appears as code, without the backticks. */
export const plain = (text: string) => text.replace(/`/g, '');

/** Puts the shown lines in the authored order with the Move up buttons (the keyboard way). */
export async function orderLines(page: Page, lines: string[]): Promise<void> {
  const list = page.getByRole('list', { name: 'Lines of the program' });
  for (let target = 0; target < lines.length; target++) {
    const shown = (await list.locator('li code').allTextContents()).map((l) => l.trim());
    let at = shown.indexOf(lines[target]!.trim());
    while (at > target) {
      await page.getByRole('button', { name: `Move line ${at + 1} up` }).click();
      at -= 1;
      await expect(list.locator('li code').nth(at)).toHaveText(lines[target]!.trim());
    }
  }
}

/** Answers question n (1-based) right, or with the first wrong option, and checks the feedback. */
export async function answerQuestion(
  page: Page,
  quiz: AuthoredQuiz,
  n: number,
  right: boolean,
): Promise<void> {
  const question = quiz.questions[n - 1]!;
  await expect(page.getByText(`Question ${n} of ${quiz.questions.length}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain(question.prompt));
  if (question.kind === 'order') await orderLines(page, question.lines);
  else {
    const pick = right ? question.answer : question.options.findIndex((_, i) => i !== question.answer);
    await page.getByRole('button', { name: plain(question.options[pick]!), exact: true }).click();
  }
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByTestId('quiz-feedback')).toContainText(right ? 'Right! Well done!' : 'Not quite!');
}
