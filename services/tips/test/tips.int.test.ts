import type { ChildProcess } from 'node:child_process';
import {
  ANONYMOUS_COOKIE,
  API_PATHS,
  ASSISTANT_LIMITS,
  LEVEL_LOCKED_MESSAGE,
  OUT_OF_ASSISTANT_CREDITS_MESSAGE,
  TIP_TIMED_OUT_MESSAGE,
  tipSchema,
  type AssistantCredit,
  type AssistantUsage,
  type Tip,
} from '@pylands/contracts';
import type { TestBrowser } from '@pylands/common/testing';
import { getLevel, loadServerChallenge } from '@pylands/content';
import { parentWithStudent, startTipsStack, startWorkerProcess, stopWorker, type TipsStack } from './stack';
import { MISSED_THE_TURN, WALKED_TOO_FAR } from './tip-requests';

const CHALLENGE = {
  description: 'Print the numbers 1 to 3.',
  solution: 'for n in range(1, 4):\n    print(n)\n',
  last_prompt: 'for n in range(1, 3):\n    print(n)\n',
  error_message: null,
};

/** A chapter-1 challenge (free): its starter prints before swapping. */
const swap = loadServerChallenge('swap-baskets')!;
/** A one-line chapter-1 challenge: its one line is the whole answer. */
const animal = loadServerChallenge('animal-hello')!;

function anonymousCookie(setCookie: string[]): string {
  const cookie = setCookie.find((c) => c.startsWith(`${ANONYMOUS_COOKIE}=`));
  if (!cookie) throw new Error('no anonymous cookie');
  return cookie.split(';')[0];
}

function asVisitor(browser: TestBrowser, cookie: string) {
  return {
    tip: (body: unknown = WALKED_TOO_FAR) =>
      browser.request<Tip & { message?: string }>('POST', API_PATHS.chatgpt.tipLevel, {
        body,
        headers: { cookie },
      }),
    credit: () =>
      browser.request<AssistantCredit>('GET', API_PATHS.credit('level_assistant'), { headers: { cookie } }),
  };
}

describe('tips through two worker processes (built-in tutor)', () => {
  let stack: TipsStack;
  let workers: ChildProcess[] = [];

  beforeAll(async () => {
    stack = await startTipsStack();
    workers = await Promise.all([startWorkerProcess(stack.config), startWorkerProcess(stack.config)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(workers.map(stopWorker));
    await stack.close();
  });

  it('answers a student a tip for the line that went wrong', async () => {
    const browser = stack.browser();
    await parentWithStudent(browser, { choose: true });
    const response = await browser.post<Tip>(API_PATHS.chatgpt.tipLevel, WALKED_TOO_FAR);
    expect(response.status).toBe(200);
    expect(tipSchema.parse(response.body).line_number).toBe(3);
    expect(response.body.text).toMatch(/wall/);
    const credit = await browser.get<AssistantCredit>(API_PATHS.credit('level_assistant'));
    expect(credit.body).toEqual({
      execution_type: 'level_assistant',
      counter: 1,
      limit: ASSISTANT_LIMITS.signedIn,
    });
  });

  it('teaches first and tells second: the first tip on a level asks a question, the next one gives the code', async () => {
    const browser = stack.browser();
    await parentWithStudent(browser, { choose: true });
    const [x, y] = getLevel('python', 'intro-level2')!.start;
    const request = { ...MISSED_THE_TURN, player_position: [x, y - 3] };
    const first = await browser.post<Tip>(API_PATHS.chatgpt.tipLevel, request);
    expect(first.status).toBe(200);
    expect(first.body.text).toMatch(/wall.*\?$/);
    expect(first.body.text).not.toContain('turn_right()');
    // The editor's hint still knows the line and the edit.
    expect(first.body).toMatchObject({ line_number: 4, code_to_add: 'turn_right()' });
    const second = await browser.post<Tip>(API_PATHS.chatgpt.tipLevel, request);
    expect(second.status).toBe(200);
    expect(second.body.text).toContain('try turn_right() before line 4');
    // Counted per level: the first tip on another level teaches again, for this child only.
    const otherLevel = await browser.post<Tip>(API_PATHS.chatgpt.tipLevel, WALKED_TOO_FAR);
    expect(otherLevel.body.text).toMatch(/\?$/);
    const otherChild = stack.browser();
    await parentWithStudent(otherChild, { choose: true });
    expect((await otherChild.post<Tip>(API_PATHS.chatgpt.tipLevel, request)).body.text).toBe(first.body.text);
  });

  it('teaches first on a challenge too: no line of the answer in the first tip, the line in the second, per child and challenge', async () => {
    const browser = stack.browser();
    await parentWithStudent(browser, { choose: true });
    // The §7 payload as the challenge page sends it after its first example failed.
    const request = {
      description: animal.description,
      last_prompt: animal.starter,
      error_message:
        "Test 1: with animal = 'cow', your program should print:\nThe cow says hello!\nbut it printed: nothing.",
    };
    const answer = 'print("The", animal, "says hello!")';
    const first = await browser.post<Tip>(API_PATHS.chatgpt.tipChallenge, request);
    expect(first.status).toBe(200);
    expect(JSON.stringify(first.body)).not.toContain(answer);
    expect(first.body).toMatchObject({ code_to_add: '', code_to_modify: '', resulted_code: animal.starter });
    expect(first.body.text).toMatch(
      /^Example 1: .*printed nothing, but it should print "The cow says hello!"\. .*\?$/,
    );
    const second = await browser.post<Tip>(API_PATHS.chatgpt.tipChallenge, request);
    expect(second.body.code_to_add).toBe(answer);
    // Counted per challenge: the first tip on another challenge teaches again.
    const otherChallenge = await browser.post<Tip>(API_PATHS.chatgpt.tipChallenge, {
      description: swap.description,
      last_prompt: swap.starter,
      error_message: null,
    });
    expect(otherChallenge.body).toMatchObject({ code_to_add: '', teaches: true });
    // And per child: another child's first tip on this challenge teaches too.
    const otherChild = stack.browser();
    await parentWithStudent(otherChild, { choose: true });
    expect((await otherChild.post<Tip>(API_PATHS.chatgpt.tipChallenge, request)).body).toEqual(first.body);
  });

  it("counts an anonymous visitor's challenge tips, and a description we do not know under its own text", async () => {
    const browser = stack.browser();
    const cookie = anonymousCookie((await browser.get(API_PATHS.credit('challenge_assistant'))).setCookie);
    const ask = (body: unknown) =>
      browser.request<Tip>('POST', API_PATHS.chatgpt.tipChallenge, { body, headers: { cookie } });
    const first = await ask(CHALLENGE);
    expect(first.body).toMatchObject({ line_number: 1, code_to_modify: '', teaches: true });
    expect(JSON.stringify(first.body)).not.toContain('range(1, 4)');
    expect((await ask(CHALLENGE)).body.code_to_modify).toBe('for n in range(1, 4):');
    const otherTask = await ask({ ...CHALLENGE, description: 'Print the numbers 1 to 3, one a line.' });
    expect(otherTask.body).toMatchObject({ code_to_modify: '', teaches: true });
  });

  it('answers a challenge tip on the first line that differs, and counts challenge credits apart', async () => {
    const browser = stack.browser();
    await parentWithStudent(browser, { choose: true });
    const response = await browser.post<Tip>(API_PATHS.chatgpt.tipChallenge, CHALLENGE);
    expect(response.status).toBe(200);
    // The child's first tip on this task teaches: the line, no code.
    expect(response.body).toMatchObject({ line_number: 1, code_to_modify: '', teaches: true });
    expect((await browser.get<AssistantCredit>(API_PATHS.credit('challenge_assistant'))).body.counter).toBe(
      1,
    );
    expect((await browser.get<AssistantCredit>(API_PATHS.credit('level_assistant'))).body.counter).toBe(0);
  });

  it('answers a tip for one of our challenges from its description alone: tips finds the reference solution', async () => {
    const browser = stack.browser();
    await parentWithStudent(browser, { choose: true });
    // The §7 payload as the challenge page sends it: browsers never get the solution.
    const response = await browser.post<Tip>(API_PATHS.chatgpt.tipChallenge, {
      description: swap.description,
      last_prompt: swap.starter,
      error_message: null,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ line_number: 4, code_to_add: '', is_code_sufficient: false });
    expect(response.body.text).toMatch(/^Line 4 is right, but something is missing before it/);
    const right = await browser.post<Tip>(API_PATHS.chatgpt.tipChallenge, {
      description: swap.description,
      solution: '',
      last_prompt: swap.solution,
      error_message: null,
    });
    expect(right.body.is_code_sufficient).toBe(true);
  });

  it('refuses a tip on a challenge of a chapter the caller has not bought (402), spending no credit', async () => {
    const browser = stack.browser();
    await parentWithStudent(browser, { choose: true });
    const sheep = loadServerChallenge('counting-sheep')!;
    const response = await browser.post<{ message: string }>(API_PATHS.chatgpt.tipChallenge, {
      description: sheep.description,
      last_prompt: sheep.starter,
      error_message: null,
    });
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 402,
      message: LEVEL_LOCKED_MESSAGE,
    });
    expect((await browser.get<AssistantCredit>(API_PATHS.credit('challenge_assistant'))).body.counter).toBe(
      0,
    );
  });

  it('answers the plain generate-tip as a challenge tip when the body has a description, else as a level tip', async () => {
    const browser = stack.browser();
    await parentWithStudent(browser, { choose: true });
    const challenge = await browser.post<Tip>(API_PATHS.chatgpt.tip, CHALLENGE);
    expect(challenge.status).toBe(200);
    expect(challenge.body).toMatchObject({ line_number: 1, teaches: true });
    const level = await browser.post<Tip>(API_PATHS.chatgpt.tip, WALKED_TOO_FAR);
    expect(level.status).toBe(200);
    expect(level.body.line_number).toBe(3);
    expect((await browser.get<AssistantCredit>(API_PATHS.credit('challenge_assistant'))).body.counter).toBe(
      1,
    );
    expect((await browser.get<AssistantCredit>(API_PATHS.credit('level_assistant'))).body.counter).toBe(1);
    const malformed = await browser.post<{ message: string }>(API_PATHS.chatgpt.tip, { last_prompt: 42 });
    expect(malformed.status).toBe(422);
  });

  it('gives an anonymous visitor exactly 5 tips a day, even when asked all at once, then 403 with the message', async () => {
    const browser = stack.browser();
    const first = await browser.get(API_PATHS.credit('level_assistant'));
    const visitor = asVisitor(browser, anonymousCookie(first.setCookie));
    const answers = await Promise.all(Array.from({ length: 8 }, () => visitor.tip()));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 403, 403, 403]);
    const refused = answers.find((a) => a.status === 403)!;
    expect(refused.body.message).toBe(OUT_OF_ASSISTANT_CREDITS_MESSAGE);
    expect((await visitor.credit()).body).toEqual({
      execution_type: 'level_assistant',
      counter: ASSISTANT_LIMITS.anonymous,
      limit: ASSISTANT_LIMITS.anonymous,
    });
  });

  it('shows a parent how many tips their child used today, and nobody else', async () => {
    const parent = stack.browser();
    const { student } = await parentWithStudent(parent, { choose: false });
    const child = stack.browser();
    child.session = parent.session;
    await child.post(API_PATHS.auth.chooseStudent(student.id));
    await child.post(API_PATHS.chatgpt.tipLevel, WALKED_TOO_FAR);
    await child.post(API_PATHS.chatgpt.tipLevel, WALKED_TOO_FAR);
    const usage = await parent.get<AssistantUsage>(API_PATHS.creditUsage(student.id));
    expect(usage.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(usage.body).toEqual({
      student_id: student.id,
      days: [{ day: today, level_assistant: 2, challenge_assistant: 0 }],
    });
    const stranger = stack.browser();
    await parentWithStudent(stranger, { choose: false });
    expect((await stranger.get(API_PATHS.creditUsage(student.id))).status).toBe(403);
    expect((await stack.browser().get(API_PATHS.creditUsage(student.id))).status).toBe(401);
  });

  it('refuses a level that does not exist (404) and malformed requests (422) without spending credits', async () => {
    const browser = stack.browser();
    await parentWithStudent(browser, { choose: true });
    expect(
      (await browser.post(API_PATHS.chatgpt.tipLevel, { ...WALKED_TOO_FAR, slug: 'no-such-level' })).status,
    ).toBe(404);
    expect(
      (await browser.post(API_PATHS.chatgpt.tipLevel, { ...WALKED_TOO_FAR, player_position: 'x' })).status,
    ).toBe(422);
    expect((await browser.get<AssistantCredit>(API_PATHS.credit('level_assistant'))).body.counter).toBe(0);
  });

  describe('who may call what', () => {
    type Role = 'anonymous' | 'parent without student' | 'student' | 'another parent';
    const ENDPOINTS = [
      'level tip',
      'challenge tip',
      'tip',
      'level credits',
      'challenge credits',
      'usage',
    ] as const;
    const EXPECTED: Record<Role, number[]> = {
      anonymous: [200, 200, 200, 200, 200, 401],
      'parent without student': [403, 403, 403, 200, 200, 200],
      student: [200, 200, 200, 200, 200, 200],
      'another parent': [403, 403, 403, 200, 200, 403],
    };

    it.each(Object.keys(EXPECTED) as Role[])('%s', async (role) => {
      const owner = stack.browser();
      const { student } = await parentWithStudent(owner, { choose: false });
      const browser = stack.browser();
      if (role === 'parent without student') browser.session = owner.session;
      if (role === 'student') {
        browser.session = owner.session;
        await browser.post(API_PATHS.auth.chooseStudent(student.id));
      }
      if (role === 'another parent') await parentWithStudent(browser, { choose: false });
      const calls = {
        'level tip': () => browser.post(API_PATHS.chatgpt.tipLevel, WALKED_TOO_FAR),
        'challenge tip': () => browser.post(API_PATHS.chatgpt.tipChallenge, CHALLENGE),
        tip: () => browser.post(API_PATHS.chatgpt.tip, WALKED_TOO_FAR),
        'level credits': () => browser.get(API_PATHS.credit('level_assistant')),
        'challenge credits': () => browser.get(API_PATHS.credit('challenge_assistant')),
        usage: () => browser.get(API_PATHS.creditUsage(student.id)),
      };
      const statuses: number[] = [];
      for (const endpoint of ENDPOINTS) statuses.push((await calls[endpoint]()).status);
      expect(Object.fromEntries(ENDPOINTS.map((e, i) => [e, statuses[i]]))).toEqual(
        Object.fromEntries(ENDPOINTS.map((e, i) => [e, EXPECTED[role][i]])),
      );
    });
  });
});

describe('when no worker answers', () => {
  it('answers 503 with a message once the time-out passes, and gives the credit back', async () => {
    const stack = await startTipsStack({ timeoutMs: 1500 });
    try {
      const browser = stack.browser();
      await parentWithStudent(browser, { choose: true });
      const response = await browser.post<{ message: string }>(API_PATHS.chatgpt.tipLevel, WALKED_TOO_FAR);
      expect(response.status).toBe(503);
      expect(response.body.message).toBe(TIP_TIMED_OUT_MESSAGE);
      expect(response.headers['retry-after']).toBeDefined();
      expect((await browser.get<AssistantCredit>(API_PATHS.credit('level_assistant'))).body.counter).toBe(0);
    } finally {
      await stack.close();
    }
  });

  it('answers 503 when Redis is down, within the time-out', async () => {
    const stack = await startTipsStack({ timeoutMs: 1500 }, { redisUrl: 'redis://127.0.0.1:1' });
    try {
      const browser = stack.browser();
      const response = await browser.post<{ message: string }>(API_PATHS.chatgpt.tipLevel, WALKED_TOO_FAR);
      expect(response.status).toBe(503);
      expect(response.body.message).toMatch(/Please try again later/);
    } finally {
      await stack.close();
    }
  });
});
