import { expect, type APIResponse, type Page } from '@playwright/test';

const CSRF = { 'X-Requested-With': 'pylands' };

/** intro-level1 walked one step too far: the character bumps into the wall after the flag. */
export const TOO_FAR = 'from player import *\n\nmove_forward(5)\n';

/**
 * Uses up the visitor's (or student's) real daily tips with the page's cookies: asks for tips until
 * the server refuses one, and answers that refusal.
 */
export async function useUpTips(page: Page): Promise<APIResponse> {
  for (let asked = 0; ; asked += 1) {
    expect(asked).toBeLessThan(50);
    const response = await page.request.post('/api/chatgpt/generate-tip-level-async', {
      headers: CSRF,
      data: {
        last_prompt: TOO_FAR,
        slug: 'intro-level1',
        error_message: 'Wrong way, you bumped into a wall.',
      },
    });
    if (response.status() === 403) return response;
    expect(response.status()).toBe(200);
  }
}
