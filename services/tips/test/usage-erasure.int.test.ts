import type { ChildProcess } from 'node:child_process';
import {
  ACCOUNT_DELETED_TIPS_QUEUE,
  API_PATHS,
  STUDENT_CHANGED_TIPS_QUEUE,
  type AccountDeletedEvent,
  type StudentChangedEvent,
} from '@pylands/contracts';
import { finishedJobs } from '@pylands/common/testing';
import { DataSource } from 'typeorm';
import { parentWithStudent, startTipsStack, startWorkerProcess, stopWorker, type TipsStack } from './stack';
import { WALKED_TOO_FAR } from './tip-requests';

// What a parent expects when they delete a child or the whole account: no assistant use is left.

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

/** Days with assistant use kept for `subject`; each tip also leaves its level's count, erased alike. */
async function usageRows(subject: string): Promise<number> {
  const rows: { usage: number; levels: number }[] = await stack.tips.get(DataSource).query(
    `SELECT (SELECT count(*)::int FROM "tips"."assistant_usage" WHERE "subject" = $1) AS usage,
            (SELECT count(*)::int FROM "tips"."level_tips" WHERE "subject" = $1) AS levels`,
    [subject],
  );
  expect(rows[0].levels).toBe(rows[0].usage);
  return rows[0].usage;
}

/** Waits until the tips service has handled the one event auth published for `matches`. */
async function handledByTips<T>(queueName: string, matches: (data: T) => boolean): Promise<void> {
  expect(await finishedJobs(stack.config, queueName, matches)).toHaveLength(1);
}

/** A parent whose chosen student asked the assistant once; `parent` stays signed in as the parent. */
async function familyThatUsedTheAssistant() {
  const parent = stack.browser();
  const { user, student } = await parentWithStudent(parent, { choose: false });
  const child = stack.browser();
  child.session = parent.session;
  await child.post(API_PATHS.auth.chooseStudent(student.id));
  expect((await child.post(API_PATHS.chatgpt.tipLevel, WALKED_TOO_FAR)).status).toBe(200);
  expect(await usageRows(student.id)).toBe(1);
  return { parent, user, student };
}

it('deleting a student deletes their assistant use', async () => {
  const { parent, student } = await familyThatUsedTheAssistant();
  const other = await familyThatUsedTheAssistant();
  expect((await parent.delete(API_PATHS.profile.student(student.id))).status).toBe(200);
  await handledByTips<StudentChangedEvent>(
    STUDENT_CHANGED_TIPS_QUEUE,
    (data) => data.student_id === student.id && data.deleted,
  );
  expect(await usageRows(student.id)).toBe(0);
  // Another family's use stays.
  expect(await usageRows(other.student.id)).toBe(1);
});

it('deleting the account deletes the assistant use of every child', async () => {
  const { parent, user, student } = await familyThatUsedTheAssistant();
  expect((await parent.delete(API_PATHS.profile.profile)).status).toBe(200);
  await handledByTips<AccountDeletedEvent>(
    ACCOUNT_DELETED_TIPS_QUEUE,
    (data) => data.user_id === user.user_id,
  );
  expect(await usageRows(student.id)).toBe(0);
});
