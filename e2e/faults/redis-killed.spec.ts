import { expect, test } from '@playwright/test';
import { LEVEL_PLAYED_QUEUE, TIP_FAILED_MESSAGE, type CourseData, type LevelData } from '@pylands/contracts';
import { Queue } from 'bullmq';
import { referenceSolution } from '../support/fixtures';
import { signInStudentOn } from '../support/student';
import { askTip, bodyOf, client, CSRF, healthStatus, startRun } from './api';
import { startFaultStack, type FaultStack } from './fault-stack';

interface StackHealthBody {
  status: string;
  down: string[];
  services: Record<string, { status: string; checks: Record<string, string> | null }>;
}

let stack: FaultStack;

test.beforeAll(async () => {
  stack = await startFaultStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

async function outboxSize(): Promise<number> {
  const [row] = await stack.query<{ count: string }>(`SELECT count(*) FROM "levels"."event_outbox"`);
  return Number(row.count);
}

test('with Redis killed during play, a family plays on, and everything recovers when Redis returns', async () => {
  const family = await client(stack.url);
  const student = await signInStudentOn(family, 'robin');
  await bodyOf(await startRun(family, 'intro-level1', 'move_forward(1)\n'), 200);
  // Another family signs out while Redis is away: the cookie it had must stay refused.
  const leaving = await client(stack.url);
  await signInStudentOn(leaving, 'sam');
  const stolenCookie = await client(stack.url, await leaving.storageState());

  await stack.killRedis();

  await test.step('the signed-in family stays signed in', async () => {
    const current = await bodyOf<{ user_id: string; student_id: string }>(
      await family.get('/api/auth/current'),
      200,
    );
    expect(current).toMatchObject({ user_id: student.userId, student_id: student.studentId });
  });

  await test.step('course and level data answer', async () => {
    const course = await bodyOf<CourseData>(await family.get('/api/level/course/python'), 200);
    expect(course.chapters[0].level_data.map((level) => level.slug)).toContain('intro-level2');
    const level = await bodyOf<LevelData>(await family.get('/api/level/data/python/intro-level1'), 200);
    expect(level.last_code_executed).toBe('move_forward(1)\n');
    // A visitor (signed cookie, no session) reads them too.
    const visitor = await client(stack.url);
    await bodyOf<CourseData>(await visitor.get('/api/level/course/python'), 200);
    await bodyOf<LevelData>(await visitor.get('/api/level/data/python/intro-level1'), 200);
    // Logging in needs the rate limits in Redis (they guard password hashing): a clear 503.
    const login = await visitor.post('/api/auth/login', {
      headers: CSRF,
      data: { email: 'nobody@example.com', password: 'correct-horse-42' },
    });
    expect((await bodyOf<{ message: string }>(login, 503)).message).toBe('Please try again in a moment');
  });

  await test.step('progress is saved', async () => {
    const saved = await bodyOf<{ last_status: string }>(
      await startRun(family, 'intro-level2', 'turn_left()\n'),
      200,
    );
    expect(saved.last_status).toBe('in_progress');
    const level = await bodyOf<LevelData>(await family.get('/api/level/data/python/intro-level2'), 200);
    expect(level.last_code_executed).toBe('turn_left()\n');
    // Its level-played event waits in PostgreSQL for Redis.
    expect(await outboxSize()).toBeGreaterThan(0);
  });

  // On the level played during the outage: its verified completion, sent when Redis is back, keeps
  // it the student's last played level whichever event auth hears last.
  await test.step('a completion is saved and kept pending, not yet shown complete', async () => {
    const completion = await bodyOf<{ last_status: string; verification?: string }>(
      await family.post('/api/level/update/intro-level2', {
        headers: CSRF,
        data: {
          last_status: 'complete',
          last_code_executed: referenceSolution('python', 'intro-level2'),
          level_slug: 'intro-level2',
          course_id: 'python',
        },
      }),
      200,
    );
    expect(completion.verification).toBe('pending');
    const course = await bodyOf<CourseData>(await family.get('/api/level/course/python'), 200);
    expect(course.chapters[0].level_data.find((level) => level.slug === 'intro-level2')?.completed).toBe(
      false,
    );
  });

  await test.step('tips answer a clear 503', async () => {
    const tip = await bodyOf<{ message: string }>(await askTip(family), 503);
    expect(tip.message).toBe(TIP_FAILED_MESSAGE);
  });

  await test.step('/api/health names Redis as the part that is down', async () => {
    const health = await bodyOf<StackHealthBody>(await family.get('/api/health'), 503);
    expect(health.down).toEqual(['redis']);
    for (const service of Object.values(health.services)) {
      expect(service).toMatchObject({ status: 'down', checks: { database: 'up', redis: 'down' } });
    }
  });

  await test.step('a session ended meanwhile stays refused', async () => {
    await bodyOf(await leaving.get('/api/auth/logout'), 200);
    expect((await stolenCookie.get('/api/auth/current')).status()).toBe(401);
    // levels treats the ended session as a visitor: nothing is saved for the student.
    const run = await bodyOf<{ saved?: boolean }>(
      await startRun(stolenCookie, 'intro-level1', 'x = 1\n'),
      200,
    );
    expect(run.saved).toBe(false);
  });

  const kept = await outboxSize();
  await stack.startRedis();

  await test.step('health is ok again on its own', async () => {
    await expect.poll(() => healthStatus(family)).toBe(200);
  });

  await test.step('the kept events are sent, in order, once', async () => {
    await expect.poll(outboxSize).toBe(0);
    const queue = new Queue(LEVEL_PLAYED_QUEUE, {
      connection: { url: stack.env.REDIS_URL },
      prefix: 'pylands',
    });
    try {
      const relayed = async () =>
        (await queue.getJobs(['completed', 'active', 'waiting', 'delayed', 'failed'])).filter((job) =>
          job.id?.startsWith('outbox-levels-'),
        );
      await expect.poll(async () => (await relayed()).length).toBe(kept);
      const jobs = (await relayed()).sort((a, b) => a.timestamp - b.timestamp);
      const ids = jobs.map((job) => Number(job.id!.slice('outbox-levels-'.length)));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(jobs.at(-1)!.data).toMatchObject({ student_id: student.studentId, level_slug: 'intro-level2' });
    } finally {
      await queue.close();
    }
    // auth consumed them: the student's last played level is the one played during the outage.
    await expect.poll(() => stack.lastPlayed(student.studentId)).toBe('intro-level2');
  });

  await test.step('the pending completion is verified and recorded once', async () => {
    const completed = async () =>
      (
        await bodyOf<CourseData>(await family.get('/api/level/course/python'), 200)
      ).chapters[0].level_data.find((level) => level.slug === 'intro-level2')?.completed;
    await expect.poll(completed).toBe(true);
    const [row] = await stack.query<{ count: string }>(
      `SELECT count(*) FROM "levels"."student_runs"
        WHERE student_id = $1 AND level_slug = 'intro-level2' AND status = 'complete'`,
      [student.studentId],
    );
    expect(Number(row.count)).toBe(1);
  });

  await test.step('the same session works, tips too; the ended one stays refused', async () => {
    expect((await family.get('/api/auth/current')).status()).toBe(200);
    await expect.poll(async () => (await askTip(family)).status()).toBe(200);
    expect((await stolenCookie.get('/api/auth/current')).status()).toBe(401);
  });
});
