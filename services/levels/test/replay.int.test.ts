import { getLevel } from '@pylands/content';
import { API_PATHS, type CourseData, type LevelCompletion, type LevelData } from '@pylands/contracts';
import type { TestBrowser } from '@pylands/common/testing';
import { createRedisConnection } from '@pylands/common';
import { eventually, parentWithStudent, startStack, type Stack } from './stack';

let stack: Stack;
let healthStatus: number;
let redis: ReturnType<typeof createRedisConnection>;

beforeAll(async () => {
  stack = await startStack();
  // The replay pool is still loading Pyodide now: /health must not wait for it.
  healthStatus = (await stack.browser().get('/health')).status;
  redis = createRedisConnection(stack.config.redisUrl, 'publisher');
});

afterAll(async () => {
  redis?.disconnect();
  await stack?.close();
});

/** Waits until a replay of the student holds its lock in Redis (the replay has started). */
async function replayRunning(studentId: string): Promise<void> {
  const key = `${stack.config.queuePrefix}:replay-lock:${studentId}`;
  const held = await eventually(
    () => redis.exists(key),
    (n) => n === 1,
    30_000,
  );
  if (held !== 1) throw new Error('the replay never started');
}

const intro1 = getLevel('python', 'intro-level1')!;
const conditions1 = getLevel('python', 'conditions-level1')!;
const classes1 = getLevel('python', 'classes-level1')!;

function completion(slug: string, code: string, extra: { seed?: number; answers?: (boolean | null)[] } = {}) {
  return {
    last_status: 'complete',
    last_code_executed: code,
    level_slug: slug,
    course_id: 'python',
    ...extra,
  };
}

async function student(): Promise<TestBrowser> {
  return (await studentWithId()).browser;
}

/** A parent's chosen student whose parent staff marked paid: conditions and classes levels are open. */
async function studentWithId(): Promise<{ browser: TestBrowser; studentId: string }> {
  const browser = stack.browser();
  const { student, email } = await parentWithStudent(browser, { choose: true });
  await stack.setPaid(email);
  return { browser, studentId: student.id };
}

const LOOP = 'from player import *\nwhile True:\n    pass\n';

async function completed(browser: TestBrowser, slug: string): Promise<boolean> {
  const course = (await browser.get<CourseData>(API_PATHS.level.course('python'))).body;
  return course.chapters.flatMap((c) => c.level_data).find((l) => l.slug === slug)!.completed;
}

it('answers /health while the replay pool warms up', () => {
  expect(healthStatus).toBe(200);
});

describe('a completion is replayed before it is recorded', () => {
  it('accepts the reference solution of intro-level1: the course shows it completed', async () => {
    const browser = await student();
    await browser.post(API_PATHS.level.update(intro1.slug), {
      ...completion(intro1.slug, intro1.solution),
      last_status: 'in_progress',
    });
    const response = await browser.post<LevelCompletion>(
      API_PATHS.level.update(intro1.slug),
      completion(intro1.slug, intro1.solution, { seed: 12345, answers: [] }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ last_status: 'complete', completed_at: expect.any(String) });
    expect(await completed(browser, intro1.slug)).toBe(true);
  });

  it('refuses a forged completion with 422, keeps the status and saves the code', async () => {
    const browser = await student();
    await browser.post(API_PATHS.level.update(intro1.slug), {
      ...completion(intro1.slug, 'from player import *\n'),
      last_status: 'in_progress',
    });
    const forged = await browser.post(
      API_PATHS.level.update(intro1.slug),
      completion(intro1.slug, 'from player import *\n', { seed: 1, answers: [] }),
    );
    expect(forged.status).toBe(422);
    expect(forged.body).toEqual({
      statusCode: 422,
      message: expect.stringMatching(/^The program did not complete the level: /),
      error: 'Validation Error',
    });
    expect(await completed(browser, intro1.slug)).toBe(false);
    const level = (await browser.get<LevelData>(API_PATHS.level.data('python', intro1.slug))).body;
    expect(level).toMatchObject({ completed: false, last_code_executed: 'from player import *\n' });
  });

  it('refuses a program that bumps into a wall, naming the rule and the line', async () => {
    const browser = await student();
    const code = 'from player import *\n\nmove_forward(2)\nmove_forward(3)\n';
    const response = await browser.post(API_PATHS.level.update(intro1.slug), completion(intro1.slug, code));
    expect(response.status).toBe(422);
    expect((response.body as { message: string }).message).toMatch(
      /^The program did not complete the level: Wrong way, you bumped into a wall\..* \(line 4\)$/s,
    );
    expect(await completed(browser, intro1.slug)).toBe(false);
  });

  it('refuses a program with a Python error, and one that stops short of the goal', async () => {
    const browser = await student();
    const broken = await browser.post(
      API_PATHS.level.update(intro1.slug),
      completion(intro1.slug, 'from player import *\nmove_forwrd(4)\n'),
    );
    expect(broken.status).toBe(422);
    expect((broken.body as { message: string }).message).toMatch(/NameError.*move_forwrd.*\(line 2\)/);
    const short = await browser.post(
      API_PATHS.level.update(intro1.slug),
      completion(intro1.slug, 'from player import *\nmove_forward(3)\n'),
    );
    expect(short.status).toBe(422);
    expect((short.body as { message: string }).message).toMatch(
      /^The program did not complete the level: .+/,
    );
    expect(await completed(browser, intro1.slug)).toBe(false);
  });

  it('stops a replay after 5 seconds (422); meanwhile other calls are served and the student’s second completion is refused on every replica (429, Retry-After)', async () => {
    const replica = await stack.replica({ REPLAY_ISOLATION: 'thread', REPLAY_POOL_SIZE: '1' });
    const { browser, studentId } = await studentWithId();
    const url = API_PATHS.level.update(intro1.slug);
    const looping = browser.post(url, completion(intro1.slug, LOOP));
    await replayRunning(studentId);
    expect((await stack.browser().get('/health')).status).toBe(200);
    expect((await browser.get(API_PATHS.level.course('python'))).status).toBe(200);
    const second = await browser.post(url, completion(intro1.slug, intro1.solution));
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toBe('5');
    // The lock lives in Redis: another replica of the service refuses too.
    const elsewhere = await stack
      .browserOn(replica, browser.session)
      .post(url, completion(intro1.slug, intro1.solution));
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body).toMatchObject({ message: expect.stringContaining('already being checked') });
    const response = await looping;
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      message: 'The program did not complete the level: it ran longer than 5 seconds and was stopped.',
    });
    expect(await completed(browser, intro1.slug)).toBe(false);
  }, 120_000);

  it('refuses a program that needs more memory than a level allows with MemoryError (422), and the next completion is served', async () => {
    const browser = await student();
    const url = API_PATHS.level.update(intro1.slug);
    const hog = await browser.post(
      url,
      completion(intro1.slug, 'from player import *\nhoard = [bytearray(10 ** 8) for _ in range(10)]\n'),
    );
    expect(hog.status).toBe(422);
    expect((hog.body as { message: string }).message).toMatch(/MemoryError/);
    expect((await browser.post(url, completion(intro1.slug, intro1.solution))).status).toBe(200);
  });

  it('replays with the popup answers the run was given (conditions-level1)', async () => {
    expect(conditions1.solutionAnswers).toEqual([true]);
    const browser = await student();
    const wrongAnswer = await browser.post(
      API_PATHS.level.update(conditions1.slug),
      completion(conditions1.slug, conditions1.solution, { answers: [false] }),
    );
    expect(wrongAnswer.status).toBe(422);
    expect(await completed(browser, conditions1.slug)).toBe(false);
    const rightAnswer = await browser.post(
      API_PATHS.level.update(conditions1.slug),
      completion(conditions1.slug, conditions1.solution, { answers: [true] }),
    );
    expect(rightAnswer.status).toBe(200);
    expect(await completed(browser, conditions1.slug)).toBe(true);
  });

  it('keeps a completed level complete when a later completion is refused', async () => {
    const browser = await student();
    const url = API_PATHS.level.update(intro1.slug);
    expect((await browser.post(url, completion(intro1.slug, intro1.solution))).status).toBe(200);
    expect((await browser.post(url, completion(intro1.slug, 'from player import *\n'))).status).toBe(422);
    expect(await completed(browser, intro1.slug)).toBe(true);
  });

  it('validates seed and answers: 422 for a non-integer seed or more than 100 answers', async () => {
    const browser = await student();
    const url = API_PATHS.level.update(intro1.slug);
    const badSeed = await browser.post(url, completion(intro1.slug, intro1.solution, { seed: 1.5 }));
    expect(badSeed.status).toBe(422);
    expect(badSeed.body).toMatchObject({ message: expect.stringContaining('seed') });
    const tooMany = await browser.post(
      url,
      completion(intro1.slug, intro1.solution, { answers: Array.from({ length: 101 }, () => true) }),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({ message: expect.stringContaining('answers') });
  });
});

describe('the line limit of the code editor holds on the server', () => {
  const limit = classes1.maxLinesOfCode!;
  // 30 assignments in front of the reference solution: it still reaches every goal in a replay.
  const padded = `${Array.from({ length: 30 }, (_, i) => `x${i} = ${i}`).join('\n')}\n${classes1.solution}`;

  it('refuses a completion over maxLinesOfCode with 422 and the editor message; the code is kept, the level not complete', async () => {
    const browser = await student();
    const response = await browser.post(
      API_PATHS.level.update(classes1.slug),
      completion(classes1.slug, padded),
    );
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      statusCode: 422,
      message: `You have exceeded the maximum number of lines of code allowed. Only ${limit} lines of code are allowed. Please try again.`,
      error: 'Validation Error',
    });
    expect(await completed(browser, classes1.slug)).toBe(false);
    const level = (await browser.get<LevelData>(API_PATHS.level.data('python', classes1.slug))).body;
    expect(level).toMatchObject({ completed: false, last_code_executed: padded });
  });

  it('completes the level with code within the limit, comments and blank lines not counted', async () => {
    const browser = await student();
    const commented = `# my plan\n\n${'# step\n'.repeat(20)}${classes1.solution}`;
    const response = await browser.post(
      API_PATHS.level.update(classes1.slug),
      completion(classes1.slug, commented),
    );
    expect(response.status).toBe(200);
    expect(await completed(browser, classes1.slug)).toBe(true);
  });
});
