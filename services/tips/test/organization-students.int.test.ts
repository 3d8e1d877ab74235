import type { ChildProcess } from 'node:child_process';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp } from '@pylands/common';
import { freePortForTest, TestBrowser } from '@pylands/common/testing';
import {
  API_PATHS,
  ORGANIZATION_PATHS,
  OUT_OF_ASSISTANT_CREDITS_MESSAGE,
  type AssistantCredit,
  type CurrentUser,
  type OrganizationStudent,
  type Tip,
} from '@pylands/contracts';
// The organizations service's own test stack (auth and organizations listening on loopback).
import {
  addTeacher,
  PASSWORD,
  registerSchool,
  startStack,
  unique,
  type School,
  type Stack,
} from '../../organizations/test/stack';
import { TipsAppModule } from '../src/app.module';
import { loadTipsConfig } from '../src/config/tips-config';
import { parentWithStudent, startWorkerProcess, stopWorker } from './stack';
import { WALKED_TOO_FAR } from './tip-requests';

let stack: Stack;
let tips: NestFastifyApplication;
let school: School;
let worker: ChildProcess;

/** A browser for the whole stack: tips' routes first, then organizations, then auth. */
function browserFor(app: NestFastifyApplication = tips): TestBrowser {
  return new TestBrowser([
    { app, prefixes: ['/api/chatgpt', '/api/credit'] },
    { app: stack.organizations, prefixes: ['/api/organization'] },
    { app: stack.auth, prefixes: ['/'] },
  ]);
}

/** The admin adds an organization student with these assistant settings; answers them signed in. */
async function organizationStudent(settings: {
  assistant_enabled: boolean;
  assistant_attempt_limit: number | null;
}): Promise<{ id: string; browser: TestBrowser }> {
  const username = unique('kid');
  const created = await school.admin.post<OrganizationStudent>(ORGANIZATION_PATHS.students, {
    username,
    password: PASSWORD,
    ...settings,
  });
  expect(created.status).toBe(201);
  const browser = browserFor();
  const login = await browser.post<CurrentUser>(ORGANIZATION_PATHS.loginOrg, {
    organization_slug: school.organization.slug,
    username,
    password: PASSWORD,
  });
  expect(login.status).toBe(200);
  return { id: created.body.id, browser };
}

const tip = (browser: TestBrowser) =>
  browser.post<Tip & { message?: string }>(API_PATHS.chatgpt.tipLevel, WALKED_TOO_FAR);
const credit = (browser: TestBrowser) => browser.get<AssistantCredit>(API_PATHS.credit('level_assistant'));

beforeAll(async () => {
  stack = await startStack();
  tips = await createServiceApp(
    TipsAppModule.forRoot(stack.config, {
      ...loadTipsConfig({}),
      // Generous: these tests count statuses and credits; a slow replay on a busy machine is not a 503 to test.
      timeoutMs: 90_000,
      organizationsUrl: await stack.organizations.getUrl(),
      authUrl: await stack.auth.getUrl(),
    }),
    { name: 'tips' },
  );
  worker = await startWorkerProcess(stack.config);
  school = await registerSchool(stack);
}, 120_000);

afterAll(async () => {
  if (worker) await stopWorker(worker);
  await tips?.close();
  await stack?.close();
});

describe('organization students follow their teachers’ assistant settings', () => {
  it('assistant turned off: 403 with the out-of-credits message, nothing spent; turned on with a limit: that limit', async () => {
    const student = await organizationStudent({ assistant_enabled: false, assistant_attempt_limit: null });
    const refused = await tip(student.browser);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(OUT_OF_ASSISTANT_CREDITS_MESSAGE);
    expect((await credit(student.browser)).body).toEqual({
      execution_type: 'level_assistant',
      counter: 0,
      limit: 0,
    });
    // The session says this is an organization student: the play screen offers to ask the school.
    const current = await student.browser.get<CurrentUser>(API_PATHS.auth.current);
    expect(current.body.organization_id).toBe(school.organization.id);

    // The admin turns it on with 2 tips a day: the very next request follows.
    const changed = await school.admin.put(ORGANIZATION_PATHS.student(student.id), {
      assistant_enabled: true,
      assistant_attempt_limit: 2,
    });
    expect(changed.status).toBe(200);
    expect((await credit(student.browser)).body).toMatchObject({ counter: 0, limit: 2 });
    const answers = await Promise.all([tip(student.browser), tip(student.browser), tip(student.browser)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 403]);
    expect(answers.find((a) => a.status === 200)?.body.line_number).toBe(3);
    expect((await credit(student.browser)).body).toMatchObject({ counter: 2, limit: 2 });
  }, 240_000);

  it('a null limit is unlimited: more tips than a signed-in child’s 20 in one day', async () => {
    const student = await organizationStudent({ assistant_enabled: true, assistant_attempt_limit: null });
    expect((await credit(student.browser)).body.limit).toBeNull();
    const answers = await Promise.all(Array.from({ length: 21 }, () => tip(student.browser)));
    expect(answers.map((a) => a.status)).toEqual(Array(21).fill(200));
    expect((await credit(student.browser)).body).toMatchObject({ counter: 21, limit: null });
  });

  it('a parent’s own child keeps the usual 20 (their parent’s settings, from auth), without asking the organizations service', async () => {
    const browser = browserFor();
    await parentWithStudent(browser, { choose: true });
    expect((await credit(browser)).body).toMatchObject({ counter: 0, limit: 20 });
    expect((await tip(browser)).status).toBe(200);
  });

  it('organizations unreachable: the organization student gets 503 and keeps their credits; other children are unaffected', async () => {
    const cutOff = await createServiceApp(
      TipsAppModule.forRoot(stack.config, {
        ...loadTipsConfig({}),
        timeoutMs: 30_000,
        organizationsUrl: `http://127.0.0.1:${await freePortForTest()}`,
        authUrl: await stack.auth.getUrl(),
      }),
      { name: 'tips' },
    );
    try {
      const student = await organizationStudent({ assistant_enabled: true, assistant_attempt_limit: 5 });
      const alone = browserFor(cutOff);
      alone.session = student.browser.session;
      const refused = await tip(alone);
      expect(refused.status).toBe(503);
      expect(refused.body.message).toMatch(/try again later/);
      expect((await credit(student.browser)).body).toMatchObject({ counter: 0, limit: 5 });

      const child = browserFor(cutOff);
      await parentWithStudent(child, { choose: true });
      expect((await tip(child)).status).toBe(200);
    } finally {
      await cutOff.close();
    }
  });
});

describe('who may call what: organization roles', () => {
  const CHALLENGE = { description: 'Print 1.', solution: 'print(1)\n', last_prompt: 'print(2)\n' };
  const ENDPOINTS = [
    'level tip',
    'challenge tip',
    'tip',
    'level credits',
    'challenge credits',
    'usage',
  ] as const;
  type Role = 'admin' | 'teacher' | 'organization student';
  // Staff have no chosen student, so no tips; nobody here owns the parent's child whose use is asked.
  const EXPECTED: Record<Role, number[]> = {
    admin: [403, 403, 403, 200, 200, 403],
    teacher: [403, 403, 403, 200, 200, 403],
    'organization student': [200, 200, 200, 200, 200, 403],
  };

  it.each(Object.keys(EXPECTED) as Role[])('%s', async (role) => {
    const family = browserFor();
    const { student: child } = await parentWithStudent(family, { choose: false });
    let browser: TestBrowser;
    if (role === 'admin') {
      browser = browserFor();
      browser.session = school.admin.session;
    } else if (role === 'teacher') {
      browser = browserFor();
      browser.session = (await addTeacher(stack, school)).browser.session;
    } else {
      const student = await organizationStudent({ assistant_enabled: true, assistant_attempt_limit: null });
      browser = student.browser;
      // Their own use, yes; someone else's child, no.
      expect((await browser.get(API_PATHS.creditUsage(student.id))).status).toBe(200);
    }
    const calls = {
      'level tip': () => tip(browser),
      'challenge tip': () => browser.post(API_PATHS.chatgpt.tipChallenge, CHALLENGE),
      tip: () => browser.post(API_PATHS.chatgpt.tip, WALKED_TOO_FAR),
      'level credits': () => credit(browser),
      'challenge credits': () => browser.get(API_PATHS.credit('challenge_assistant')),
      usage: () => browser.get(API_PATHS.creditUsage(child.id)),
    };
    const statuses: Record<string, number> = {};
    for (const endpoint of ENDPOINTS) statuses[endpoint] = (await calls[endpoint]()).status;
    expect(statuses).toEqual(Object.fromEntries(ENDPOINTS.map((e, i) => [e, EXPECTED[role][i]])));
  });
});
