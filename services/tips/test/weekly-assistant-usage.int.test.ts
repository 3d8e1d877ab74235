import type { ChildProcess } from 'node:child_process';
import { serviceSecret } from '@pylands/common';
import {
  API_PATHS,
  SERVICE_SECRET_HEADER,
  WEEKLY_REPORT_PATHS,
  weeklyAssistantUsageSchema,
} from '@pylands/contracts';
import { parentWithStudent, startTipsStack, startWorkerProcess, stopWorker, type TipsStack } from './stack';
import { WALKED_TOO_FAR } from './tip-requests';

// The tips a child asked in a week, for auth's weekly parent email (service secret only).

let stack: TipsStack;
let worker: ChildProcess;

beforeAll(async () => {
  stack = await startTipsStack();
  worker = await startWorkerProcess(stack.config);
});

afterAll(async () => {
  await stopWorker(worker);
  await stack?.close();
});

const DAY_MS = 24 * 60 * 60_000;

function usage(studentId: string, since: Date, until: Date, secret?: string) {
  const query = new URLSearchParams({ since: since.toISOString(), until: until.toISOString() });
  return stack.tips.inject({
    method: 'GET',
    url: `${WEEKLY_REPORT_PATHS.assistantUsage(studentId)}?${query}`,
    headers: secret === undefined ? {} : { [SERVICE_SECRET_HEADER]: secret },
  });
}

it('counts the tips a child asked in the window, and none in the week before', async () => {
  const parent = stack.browser();
  const { student } = await parentWithStudent(parent, { choose: true });
  expect((await parent.post(API_PATHS.chatgpt.tipLevel, WALKED_TOO_FAR)).status).toBe(200);
  expect((await parent.post(API_PATHS.chatgpt.tipLevel, WALKED_TOO_FAR)).status).toBe(200);
  const secret = serviceSecret(stack.config);
  const now = Date.now();
  const week = await usage(student.id, new Date(now - 7 * DAY_MS), new Date(now), secret);
  expect(week.statusCode).toBe(200);
  expect(weeklyAssistantUsageSchema.parse(week.json())).toEqual({
    student_id: student.id,
    level_tips: 2,
    challenge_tips: 0,
  });
  const before = await usage(student.id, new Date(now - 14 * DAY_MS), new Date(now - 7 * DAY_MS), secret);
  expect(before.json()).toMatchObject({ level_tips: 0, challenge_tips: 0 });
});

it('refuses callers without the service secret (401), a parent included, and a bad window (422)', async () => {
  const parent = stack.browser();
  const { student } = await parentWithStudent(parent, { choose: false });
  const now = Date.now();
  expect((await usage(student.id, new Date(now - DAY_MS), new Date(now))).statusCode).toBe(401);
  const query = new URLSearchParams({
    since: new Date(now - DAY_MS).toISOString(),
    until: new Date(now).toISOString(),
  });
  expect((await parent.get(`${WEEKLY_REPORT_PATHS.assistantUsage(student.id)}?${query}`)).status).toBe(401);
  const tooLong = await usage(
    student.id,
    new Date(now - 40 * DAY_MS),
    new Date(now),
    serviceSecret(stack.config),
  );
  expect(tooLong.statusCode).toBe(422);
  expect(tooLong.json()).toMatchObject({ message: 'since and until must be at most 31 days apart' });
});
