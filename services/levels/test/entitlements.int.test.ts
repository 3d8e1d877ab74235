import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { freePortForTest, type TestBrowser } from '@pylands/common/testing';
import { getCourse, getLevel } from '@pylands/content';
import {
  API_PATHS,
  LEVEL_LOCKED_MESSAGE,
  RUN_ATTEMPT_LIMITS,
  type CourseData,
  type LevelData,
} from '@pylands/contracts';
import { parentWithStudent, startStack, type Stack } from './stack';

// Paid levels are locked until a family is entitled; staff's set-paid entitles here (the checkout
// at the local Paddle and an organization's trial are proven in payments' entitlements test).
let stack: Stack;
/** A levels replica whose payments address nobody listens on (payments down). */
let cutOff: NestFastifyApplication;

beforeAll(async () => {
  stack = await startStack();
  cutOff = await stack.replica(
    { REPLAY_POOL_SIZE: '1' },
    { paymentsUrl: `http://127.0.0.1:${await freePortForTest()}` },
  );
});

afterAll(async () => {
  await stack?.close();
});

const python = getCourse('python')!;
const advanced = getCourse('advanced-python')!;
const intro1 = getLevel('python', 'intro-level1')!;
const operators6 = getLevel('python', 'operators-level6')!;
const loops1 = getLevel('python', 'loops-level1')!;
const LOCKED = { statusCode: 402, message: LEVEL_LOCKED_MESSAGE, error: 'Payment Required' };

const update = (slug: string, status: 'in_progress' | 'complete', code: string) => ({
  last_status: status,
  last_code_executed: code,
  level_slug: slug,
  course_id: 'python',
});

async function lockedFlags(browser: TestBrowser, courseId: string): Promise<boolean[][]> {
  const course = (await browser.get<CourseData>(API_PATHS.level.course(courseId))).body;
  return course.chapters.map((chapter) => chapter.level_data.map((level) => level.locked));
}

const onlyFreeChaptersOpen = python.chapters.map((chapter, index) => chapter.levels.map(() => index >= 2));

describe("an unentitled parent's student", () => {
  it('sees chapters 1 and 2 open and every other level locked, in both courses', async () => {
    const kid = stack.browser();
    await parentWithStudent(kid, { choose: true });
    expect(await lockedFlags(kid, 'python')).toEqual(onlyFreeChaptersOpen);
    expect((await lockedFlags(kid, 'advanced-python')).flat().every(Boolean)).toBe(true);
  });

  it('plays the free levels but gets 402 on a locked level', async () => {
    const kid = stack.browser();
    await parentWithStudent(kid, { choose: true });
    expect((await kid.get(API_PATHS.level.data('python', operators6.slug))).status).toBe(200);
    const locked = await kid.get(API_PATHS.level.data('python', loops1.slug));
    expect({ status: locked.status, body: locked.body }).toEqual({ status: 402, body: LOCKED });
  });

  it('cannot start or complete a locked level: 402, nothing counted or saved', async () => {
    const kid = stack.browser();
    const { email } = await parentWithStudent(kid, { choose: true });
    const url = API_PATHS.level.update(loops1.slug);
    const start = await kid.post(url, update(loops1.slug, 'in_progress', '# tried'));
    const finish = await kid.post(url, update(loops1.slug, 'complete', loops1.solution));
    expect([start.status, start.body, finish.status, finish.body]).toEqual([402, LOCKED, 402, LOCKED]);
    expect((await kid.get(API_PATHS.credit('level'))).body).toEqual({ execution_type: 'level', counter: 0 });

    // Entitled afterwards, the level shows nothing of the refused calls.
    await stack.setPaid(email);
    const data = await kid.get<LevelData>(API_PATHS.level.data('python', loops1.slug));
    expect(data.status).toBe(200);
    expect({ completed: data.body.completed, code: data.body.last_code_executed }).toEqual({
      completed: false,
      code: null,
    });
  });
});

describe('a family marked paid by staff', () => {
  it('opens every level of both courses for the parent’s student', async () => {
    const kid = stack.browser();
    const { email } = await parentWithStudent(kid, { choose: true });
    await stack.setPaid(email);
    expect((await lockedFlags(kid, 'python')).flat().some(Boolean)).toBe(false);
    expect((await lockedFlags(kid, 'advanced-python')).flat().some(Boolean)).toBe(false);
    const last = advanced.chapters.at(-1)!.levels.at(-1)!;
    expect((await kid.get(API_PATHS.level.data(advanced.id, last.slug))).status).toBe(200);
  });

  it('has unlimited attempts: runs past the daily limit are counted, not refused', async () => {
    const kid = stack.browser();
    const { email } = await parentWithStudent(kid, { choose: true });
    await stack.setPaid(email);
    const url = API_PATHS.level.update(intro1.slug);
    const beyond = RUN_ATTEMPT_LIMITS.signedIn + 1;
    for (let run = 1; run <= beyond; run += 1)
      expect((await kid.post(url, update(intro1.slug, 'in_progress', `# run ${run}`))).status).toBe(200);
    expect((await kid.get(API_PATHS.credit('level'))).body).toEqual({
      execution_type: 'level',
      counter: beyond,
    });
  });
});

describe('visitors', () => {
  it('keep the free levels and get 402 on a locked one', async () => {
    const visitor = stack.browser();
    expect(await lockedFlags(visitor, 'python')).toEqual(onlyFreeChaptersOpen);
    expect((await visitor.get(API_PATHS.level.data('python', intro1.slug))).status).toBe(200);
    expect((await visitor.get(API_PATHS.level.data('python', loops1.slug))).status).toBe(402);
    const run = await visitor.post(
      API_PATHS.level.update(loops1.slug),
      update(loops1.slug, 'in_progress', '#'),
    );
    expect(run.status).toBe(402);
  });
});

describe('when payments cannot answer', () => {
  it('keeps chapters 1 and 2 open and the paid levels locked, even for a paid family', async () => {
    const kid = stack.browser();
    const { email } = await parentWithStudent(kid, { choose: true });
    await stack.setPaid(email);
    expect((await kid.get(API_PATHS.level.data('python', loops1.slug))).status).toBe(200);
    const cut = stack.browserOn(cutOff, kid.session);
    expect(await lockedFlags(cut, 'python')).toEqual(onlyFreeChaptersOpen);
    expect((await cut.get(API_PATHS.level.data('python', intro1.slug))).status).toBe(200);
    const started = await cut.post(
      API_PATHS.level.update(intro1.slug),
      update(intro1.slug, 'in_progress', '#'),
    );
    expect(started.status).toBe(200);
    expect((await cut.get(API_PATHS.level.data('python', loops1.slug))).status).toBe(402);
  });
});
