import { expect, test } from '@playwright/test';
import type { LevelData } from '@pylands/contracts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../services/common/src/database/database-unavailable';
import { signInStudentOn } from '../support/student';
import { bodyOf, client, healthStatus, startRun } from './api';
import { startFaultStack, type FaultStack } from './fault-stack';

let stack: FaultStack;

test.beforeAll(async () => {
  stack = await startFaultStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

test('with PostgreSQL stopped and started again, calls answer 503 meanwhile, services reconnect, nothing saved is lost', async () => {
  const family = await client(stack.url);
  const student = await signInStudentOn(family, 'robin');
  await bodyOf(await startRun(family, 'intro-level1', 'move_forward(1)\n'), 200);

  await stack.stopPostgres();

  await test.step('while it is down, calls answer a clear 503 (the client gives up on a hang)', async () => {
    const answers = await Promise.all([
      family.get('/api/level/data/python/intro-level1'),
      startRun(family, 'intro-level2', 'turn_right()\n'),
      family.get('/api/auth/current'),
    ]);
    for (const answer of answers) {
      const body = await bodyOf<{ message: string }>(answer, 503);
      expect(body.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
      expect(answer.headers()['retry-after']).toBe('5');
    }
  });

  await stack.startPostgres();

  await test.step('every service reconnects on its own', async () => {
    await expect.poll(() => healthStatus(family)).toBe(200);
  });

  await test.step('the same session works, and what was saved before is still there', async () => {
    await expect.poll(async () => (await family.get('/api/auth/current')).status()).toBe(200);
    const level = await bodyOf<LevelData>(await family.get('/api/level/data/python/intro-level1'), 200);
    expect(level.last_code_executed).toBe('move_forward(1)\n');
  });

  await test.step('new progress is saved again', async () => {
    await expect
      .poll(async () => (await startRun(family, 'intro-level2', 'turn_left()\n')).status())
      .toBe(200);
    const level = await bodyOf<LevelData>(await family.get('/api/level/data/python/intro-level2'), 200);
    expect(level.last_code_executed).toBe('turn_left()\n');
    // Its level-played event reaches auth too.
    await expect.poll(() => stack.lastPlayed(student.studentId)).toBe('intro-level2');
  });
});
