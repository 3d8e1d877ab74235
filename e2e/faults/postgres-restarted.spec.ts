import { expect, test } from '@playwright/test';
import type { LevelData } from '@pylands/contracts';
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

test('with PostgreSQL restarted, services reconnect, no call hangs, and nothing saved is lost', async () => {
  const family = await client(stack.url);
  const student = await signInStudentOn(family, 'robin');
  await bodyOf(await startRun(family, 'intro-level1', 'move_forward(1)\n'), 200);

  // Calls in flight while the server goes down and comes back: each gets an answer (client's
  // timeout: HUNG_AFTER_MS), a success or a clear error, never silence.
  const during = Array.from({ length: 6 }, (_, i) =>
    i % 2 === 0 ? family.get('/api/level/data/python/intro-level1') : family.get('/api/auth/current'),
  );
  await stack.restartPostgres();
  for (const response of await Promise.all(during)) {
    if (response.ok()) continue;
    expect(response.status()).toBeGreaterThanOrEqual(500);
    expect(await response.json()).toHaveProperty('message');
  }

  await test.step('every service reconnects on its own', async () => {
    await expect.poll(() => healthStatus(family)).toBe(200);
  });

  await test.step('the same session works, and what was saved before is still there', async () => {
    await expect.poll(async () => (await family.get('/api/auth/current')).status()).toBe(200);
    const level = await bodyOf<LevelData>(await family.get('/api/level/data/python/intro-level1'), 200);
    expect(level.last_code_executed).toBe('move_forward(1)\n');
  });

  await test.step('new progress is saved again', async () => {
    await expect.poll(async () => (await startRun(family, 'intro-level2', 'turn_left()\n')).status()).toBe(200);
    const level = await bodyOf<LevelData>(await family.get('/api/level/data/python/intro-level2'), 200);
    expect(level.last_code_executed).toBe('turn_left()\n');
    // Its level-played event reaches auth too.
    await expect
      .poll(async () => {
        const rows = await stack.query<{ level_slug: string }>(
          `SELECT "level_slug" FROM "auth"."student_last_played" WHERE "student_id" = $1`,
          [student.studentId],
        );
        return rows[0]?.level_slug;
      })
      .toBe('intro-level2');
  });
});
