import type { ChildProcess } from 'node:child_process';
import { createServiceApp } from '@pylands/common';
import { freePortForTest, TestBrowser } from '@pylands/common/testing';
import {
  API_PATHS,
  OUT_OF_ASSISTANT_CREDITS_MESSAGE,
  type AssistantCredit,
  type CurrentUser,
  type Tip,
  type UpdateStudentRequest,
} from '@pylands/contracts';
import { TipsAppModule } from '../src/app.module';
import { loadTipsConfig } from '../src/config/tips-config';
import { parentWithStudent, startTipsStack, startWorkerProcess, stopWorker, type TipsStack } from './stack';
import { WALKED_TOO_FAR } from './tip-requests';

let stack: TipsStack;
let worker: ChildProcess;

beforeAll(async () => {
  stack = await startTipsStack({ timeoutMs: 90_000 });
  worker = await startWorkerProcess(stack.config);
}, 120_000);

afterAll(async () => {
  if (worker) await stopWorker(worker);
  await stack?.close();
});

const tip = (browser: TestBrowser) =>
  browser.post<Tip & { message?: string }>(API_PATHS.chatgpt.tipLevel, WALKED_TOO_FAR);
const credit = (browser: TestBrowser) => browser.get<AssistantCredit>(API_PATHS.credit('level_assistant'));

/**
 * A parent (their own session, no student chosen: the one that may change settings) and their
 * child playing in another browser, signed in with the parent's email and the child chosen.
 */
async function family() {
  const parent = stack.browser();
  const { user, student } = await parentWithStudent(parent, { choose: false });
  const child = stack.browser();
  expect(
    (await child.post<CurrentUser>(API_PATHS.auth.login, { email: user.email, password: 'correct horse' }))
      .status,
  ).toBe(200);
  expect((await child.post(API_PATHS.auth.chooseStudent(student.id))).status).toBeLessThan(300);
  const settle = async (settings: UpdateStudentRequest) =>
    expect((await parent.put(API_PATHS.profile.student(student.id), settings)).status).toBe(200);
  return { child, settle };
}

describe('a parent’s child follows the parent’s assistant settings', () => {
  it('turned off: limit 0 and the out-of-credits 403; turned on with 2 a day: the third tip is refused', async () => {
    const { child, settle } = await family();
    await settle({ assistant_enabled: false });
    expect((await credit(child)).body).toEqual({ execution_type: 'level_assistant', counter: 0, limit: 0 });
    const refused = await tip(child);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(OUT_OF_ASSISTANT_CREDITS_MESSAGE);

    // The very next call follows the parent's change.
    await settle({ assistant_enabled: true, assistant_attempt_limit: 2 });
    expect((await credit(child)).body).toMatchObject({ counter: 0, limit: 2 });
    expect((await tip(child)).status).toBe(200);
    expect((await tip(child)).status).toBe(200);
    const third = await tip(child);
    expect(third.status).toBe(403);
    expect(third.body.message).toBe(OUT_OF_ASSISTANT_CREDITS_MESSAGE);
    expect((await credit(child)).body).toMatchObject({ counter: 2, limit: 2 });
  }, 240_000);

  it('no cap of the parent’s (null): the plan’s limit; a cap above the plan does not raise it', async () => {
    const { child, settle } = await family();
    await settle({ assistant_enabled: true, assistant_attempt_limit: null });
    expect((await credit(child)).body.limit).toBe(20);
    await settle({ assistant_attempt_limit: 500 });
    expect((await credit(child)).body.limit).toBe(20);
  });

  it('auth unreachable: the child gets 503 and keeps their credits (as when organizations is down)', async () => {
    const cutOff = await createServiceApp(
      TipsAppModule.forRoot(
        stack.config,
        { ...loadTipsConfig({}), authUrl: `http://127.0.0.1:${await freePortForTest()}` },
        { paymentsUrl: stack.payments.url, entitlementsCacheMs: 0 },
      ),
      { name: 'tips' },
    );
    try {
      const { child } = await family();
      const alone = new TestBrowser([{ app: cutOff, prefixes: ['/'] }]);
      alone.session = child.session;
      const refused = await tip(alone);
      expect(refused.status).toBe(503);
      expect(refused.body.message).toMatch(/try again later/);
      expect((await credit(child)).body).toMatchObject({ counter: 0, limit: 20 });
    } finally {
      await cutOff.close();
    }
  });
});
