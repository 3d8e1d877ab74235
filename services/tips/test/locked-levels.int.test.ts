import {
  API_PATHS,
  ASSISTANT_LIMITS,
  LEVEL_LOCKED_MESSAGE,
  OUT_OF_ASSISTANT_CREDITS_MESSAGE,
  TIP_TIMED_OUT_MESSAGE,
  type AssistantCredit,
} from '@pylands/contracts';
import type { TestBrowser } from '@pylands/common/testing';
import { DataSource } from 'typeorm';
import { parentWithStudent, startTipsStack, type TipsStack } from './stack';
import { WALKED_TOO_FAR } from './tip-requests';

// No tips worker runs here: a tip that passes every check times out (503) and gives its credit back.
let stack: TipsStack;

beforeAll(async () => {
  stack = await startTipsStack({ timeoutMs: 500 });
});

afterAll(async () => {
  await stack?.close();
});

/** Chapter 3 of Beginner Python: locked without a purchase. */
const LOCKED = { ...WALKED_TOO_FAR, slug: 'loops-level1' };
const tip = (browser: TestBrowser, body: unknown) =>
  browser.post<{ message?: string; statusCode?: number }>(API_PATHS.chatgpt.tipLevel, body);
const credit = async (browser: TestBrowser) =>
  (await browser.get<AssistantCredit>(API_PATHS.credit('level_assistant'))).body;

/** A family's student, chosen in the browser's session; `paid`: staff marked the parent paid. */
async function child(paid: boolean) {
  const browser = stack.browser();
  const { user, student } = await parentWithStudent(browser, { choose: true });
  if (paid) await stack.setPaid(user.email);
  return { browser, student };
}

/** Today's tips already counted for a subject (as if asked before). */
async function usedToday(subject: string, count: number) {
  await stack.tips.get(DataSource).query(
    `INSERT INTO "tips"."assistant_usage" ("subject", "execution_type", "day", "counter")
     VALUES ($1, 'level_assistant', (now() AT TIME ZONE 'UTC')::date, $2)`,
    [subject, count],
  );
}

describe('tips on a locked level', () => {
  it("a child without a purchase gets levels' 402 and spends no credit; a visitor too", async () => {
    const { browser } = await child(false);
    const refused = await tip(browser, LOCKED);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ statusCode: 402, message: LEVEL_LOCKED_MESSAGE });
    expect((await credit(browser)).counter).toBe(0);
    const visitor = await tip(stack.browser(), LOCKED);
    expect(visitor.status).toBe(402);
    expect(visitor.body.message).toBe(LEVEL_LOCKED_MESSAGE);
    // A free level is not refused (it reaches the queue: no worker here, so 503).
    expect((await tip(browser, WALKED_TOO_FAR)).status).toBe(503);
  });

  it('an entitled child is not refused on the same level', async () => {
    const { browser } = await child(true);
    const answer = await tip(browser, LOCKED);
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe(TIP_TIMED_OUT_MESSAGE);
  });
});

describe("the assistant's daily limit", () => {
  it('is null (unlimited) for a subscriber, who still gets tips after the usual 20', async () => {
    const { browser, student } = await child(true);
    expect(await credit(browser)).toMatchObject({ limit: null });
    await usedToday(student.id, ASSISTANT_LIMITS.signedIn);
    // Past the usual limit the tip is still asked for (no worker: 503, not the out-of-credits 403).
    expect((await tip(browser, WALKED_TOO_FAR)).status).toBe(503);
  });

  it('stays 20 for a family without a plan: the 21st tip is refused', async () => {
    const { browser, student } = await child(false);
    expect(await credit(browser)).toMatchObject({ limit: ASSISTANT_LIMITS.signedIn });
    await usedToday(student.id, ASSISTANT_LIMITS.signedIn);
    const refused = await tip(browser, WALKED_TOO_FAR);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(OUT_OF_ASSISTANT_CREDITS_MESSAGE);
  });
});
