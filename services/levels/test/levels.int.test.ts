import { randomUUID } from 'node:crypto';
import { getCourse, listCourses } from '@pylands/content';
import { HOSTILE_STRINGS } from '@pylands/common/testing';
import {
  API_PATHS,
  courseDataSchema,
  levelCompletionSchema,
  levelDataSchema,
  type CourseData,
  type LevelCompletion,
  type LevelData,
} from '@pylands/contracts';
import { eventually, parentWithStudent, startStack, type Stack } from './stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const python = getCourse('python')!;
const firstChapter = python.chapters.find((c) => c.levels.length >= 2)!;
const [firstLevel, secondLevel] = firstChapter.levels;

function update(slug: string, status: string, code = 'player.move_forward()', courseId = python.id) {
  return { last_status: status, last_code_executed: code, level_slug: slug, course_id: courseId };
}

function completedSlugs(course: CourseData): string[] {
  return course.chapters.flatMap((c) => c.level_data.filter((l) => l.completed).map((l) => l.slug));
}

describe('course data', () => {
  it('lists every chapter and level of the course, none completed for an anonymous visitor', async () => {
    const response = await stack.browser().get<CourseData>(API_PATHS.level.course(python.id));
    expect(response.status).toBe(200);
    const course = courseDataSchema.parse(response.body);
    expect(course).toMatchObject({ id: python.id, name: python.name });
    expect(course.chapters.map((c) => [c.id, c.name, c.level_data.map((l) => l.slug)])).toEqual(
      python.chapters.map((c) => [c.id, c.name, c.levels.map((l) => l.slug)]),
    );
    expect(completedSlugs(course)).toEqual([]);
    // Without a purchase only the first two chapters are open.
    expect(course.chapters.map((c) => c.level_data.map((l) => l.locked))).toEqual(
      python.chapters.map((c, index) => c.levels.map(() => index >= 2)),
    );
  });

  it('lists chapters without levels too, in every course', async () => {
    for (const content of listCourses()) {
      const course = (await stack.browser().get<CourseData>(API_PATHS.level.course(content.id))).body;
      expect(course.chapters).toHaveLength(content.chapters.length);
    }
  });

  it('answers 404 for an unknown course, also for hostile slugs', async () => {
    const response = await stack.browser().get(API_PATHS.level.course('no-such-course'));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Course not found', error: 'Not Found' });
    for (const value of HOSTILE_STRINGS) {
      // Fastify refuses path parameters over 100 characters with 414 before routing.
      expect([404, 414]).toContain((await stack.browser().get(API_PATHS.level.course(value))).status);
    }
  });
});

describe('level data', () => {
  it('answers the level with its map and goals, never the reference solution', async () => {
    const response = await stack.browser().get<LevelData>(API_PATHS.level.data(python.id, secondLevel.slug));
    expect(response.status).toBe(200);
    const level = levelDataSchema.parse(response.body);
    expect(level).toMatchObject({
      slug: secondLevel.slug,
      name: secondLevel.name,
      chapter_id: firstChapter.id,
      chapter_name: firstChapter.name,
      level_id: 1,
      codeTemplate: secondLevel.codeTemplate,
      locked: false,
      completed: false,
      last_code_executed: null,
      start: secondLevel.start,
      levelGoals: secondLevel.levelGoals,
    });
    expect(level.map.layers.length).toBeGreaterThan(0);
    const text = JSON.stringify(response.body);
    expect(response.body).not.toHaveProperty('solution');
    expect(text).not.toContain('solutionAnswers');
    expect(text).not.toContain(JSON.stringify(secondLevel.solution).slice(1, -1));
  });

  it('answers the same level at level-data/course/{course}/{slug}, the spec’s other form', async () => {
    const kid = stack.browser();
    await parentWithStudent(kid, { choose: true });
    await kid.post(API_PATHS.level.update(firstLevel.slug), update(firstLevel.slug, 'in_progress', 'mine'));
    const alias = await kid.get<LevelData>(API_PATHS.level.dataByCourse(python.id, firstLevel.slug));
    expect(alias.status).toBe(200);
    expect(alias.body).toEqual((await kid.get(API_PATHS.level.data(python.id, firstLevel.slug))).body);
    expect(alias.body).toMatchObject({ slug: firstLevel.slug, last_code_executed: 'mine' });
    expect((await kid.get(API_PATHS.level.dataByCourse(python.id, 'no-such-level'))).status).toBe(404);
    expect(
      (await kid.get(`${API_PATHS.level.dataByCourse(python.id, firstLevel.slug)}?user_id=x`)).status,
    ).toBe(400);
  });

  it('answers 404 for an unknown level or course and 400 for a malformed user_id', async () => {
    expect((await stack.browser().get(API_PATHS.level.data(python.id, 'no-such-level'))).status).toBe(404);
    expect((await stack.browser().get(API_PATHS.level.data('nope', firstLevel.slug))).status).toBe(404);
    expect(
      (await stack.browser().get(`${API_PATHS.level.data(python.id, firstLevel.slug)}?user_id=1%20OR%201=1`))
        .status,
    ).toBe(400);
  });
});

describe('level/update', () => {
  it('refuses signed-in users without a chosen student: 403 Please choose a student to play', async () => {
    const parent = stack.browser();
    await parentWithStudent(parent, { choose: false });
    for (const status of ['in_progress', 'complete']) {
      const refused = await parent.post(
        API_PATHS.level.update(firstLevel.slug),
        update(firstLevel.slug, status),
      );
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        statusCode: 403,
        message: 'Please choose a student to play',
        error: 'Forbidden',
      });
    }
  });

  it('records a run, then a replayed completion, keeps complete when a later run starts, and counts run starts', async () => {
    const browser = stack.browser();
    const { student } = await parentWithStudent(browser, { choose: true });
    const url = API_PATHS.level.update(firstLevel.slug);
    const started = await browser.post<LevelCompletion>(
      url,
      update(firstLevel.slug, 'in_progress', 'first try'),
    );
    expect(started.status).toBe(200);
    expect(levelCompletionSchema.parse(started.body)).toMatchObject({
      student_id: student.id,
      course_id: python.id,
      level_slug: firstLevel.slug,
      last_status: 'in_progress',
      last_code_executed: 'first try',
      attempts: 1,
      completed_at: null,
    });
    const completed = await browser.post<LevelCompletion>(
      url,
      update(firstLevel.slug, 'complete', firstLevel.solution),
    );
    // The completion ends the run that started above: it is not another attempt.
    expect(completed.body).toMatchObject({
      last_status: 'complete',
      last_code_executed: firstLevel.solution,
      attempts: 1,
      completed_at: expect.any(String),
    });
    const again = await browser.post<LevelCompletion>(
      url,
      update(firstLevel.slug, 'in_progress', 'playing again'),
    );
    expect(again.body).toMatchObject({
      last_status: 'complete',
      last_code_executed: 'playing again',
      attempts: 2,
      completed_at: completed.body.completed_at,
    });

    const level = (await browser.get<LevelData>(API_PATHS.level.data(python.id, firstLevel.slug))).body;
    expect(level).toMatchObject({ completed: true, last_code_executed: 'playing again' });
    const course = (await browser.get<CourseData>(API_PATHS.level.course(python.id))).body;
    expect(completedSlugs(course)).toEqual([firstLevel.slug]);
    // Another visitor sees nothing of it.
    expect(
      completedSlugs((await stack.browser().get<CourseData>(API_PATHS.level.course(python.id))).body),
    ).toEqual([]);
  });

  it('takes the spec’s COMPLETE and IN_PROGRESS in capitals and records them lowercase', async () => {
    const browser = stack.browser();
    await parentWithStudent(browser, { choose: true });
    const url = API_PATHS.level.update(firstLevel.slug);
    const started = await browser.post<LevelCompletion>(url, update(firstLevel.slug, 'IN_PROGRESS'));
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ last_status: 'in_progress', attempts: 1 });
    const completed = await browser.post<LevelCompletion>(
      url,
      update(firstLevel.slug, 'COMPLETE', firstLevel.solution),
    );
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ last_status: 'complete', completed_at: expect.any(String) });
    const course = (await browser.get<CourseData>(API_PATHS.level.course(python.id))).body;
    expect(completedSlugs(course)).toEqual([firstLevel.slug]);
  });

  it('takes the course id in the body or as ?course_id, and asks for it when neither has it', async () => {
    const browser = stack.browser();
    await parentWithStudent(browser, { choose: true });
    const { course_id: _, ...withoutCourse } = update(firstLevel.slug, 'in_progress', 'query form');
    const byQuery = await browser.post<LevelCompletion>(
      `${API_PATHS.level.update(firstLevel.slug)}?course_id=${python.id}`,
      withoutCourse,
    );
    expect(byQuery.status).toBe(200);
    expect(byQuery.body).toMatchObject({
      course_id: python.id,
      last_code_executed: 'query form',
      attempts: 1,
    });
    expect((await browser.post(API_PATHS.level.update(firstLevel.slug), withoutCourse)).body).toEqual({
      statusCode: 422,
      message: 'course_id is required',
      error: 'Validation Error',
    });
    expect(
      (await browser.post(`${API_PATHS.level.update(firstLevel.slug)}?course_id=%00`, withoutCourse)).status,
    ).toBe(422);
  });

  it('answers 422 when the body does not match the path or the schema, 404 for unknown levels', async () => {
    const browser = stack.browser();
    await parentWithStudent(browser, { choose: true });
    const mismatch = await browser.post(
      API_PATHS.level.update(firstLevel.slug),
      update(secondLevel.slug, 'in_progress'),
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toMatchObject({ message: 'level_slug must match the level in the path' });
    const badStatus = await browser.post(
      API_PATHS.level.update(firstLevel.slug),
      update(firstLevel.slug, 'completed'),
    );
    expect(badStatus.status).toBe(422);
    expect(badStatus.body).toMatchObject({ message: expect.stringContaining('last_status') });
    // A field of the wrong type is named as such, not as missing.
    const wrongType = await browser.post(API_PATHS.level.update(firstLevel.slug), {
      ...update(firstLevel.slug, 'in_progress'),
      seed: 'x',
    });
    expect(wrongType.body).toEqual({
      statusCode: 422,
      message: 'seed: Invalid input: expected number, received string',
      error: 'Validation Error',
    });
    const { last_code_executed: _, ...noCode } = update(firstLevel.slug, 'in_progress');
    const missing = await browser.post(API_PATHS.level.update(firstLevel.slug), noCode);
    expect(missing.body).toMatchObject({ statusCode: 422, message: 'last_code_executed is required' });
    for (const body of [[], 'x', 5]) {
      expect((await browser.post(API_PATHS.level.update(firstLevel.slug), body)).status).toBe(422);
    }
    const tooLong = await browser.post(
      API_PATHS.level.update(firstLevel.slug),
      update(firstLevel.slug, 'in_progress', 'x'.repeat(20_001)),
    );
    expect(tooLong.status).toBe(422);
    expect(
      (await browser.post(API_PATHS.level.update('no-such-level'), update('no-such-level', 'in_progress')))
        .status,
    ).toBe(404);
    expect(
      (
        await browser.post(
          API_PATHS.level.update(firstLevel.slug),
          update(firstLevel.slug, 'in_progress', 'x', 'nope'),
        )
      ).status,
    ).toBe(404);
  });

  it('stores hostile code as plain text and never answers 500 to hostile slugs', async () => {
    const browser = stack.browser();
    await parentWithStudent(browser, { choose: true });
    const code = "'); DROP TABLE levels.level_completions; -- 😀\u0000";
    const saved = await browser.post<LevelCompletion>(
      API_PATHS.level.update(firstLevel.slug),
      update(firstLevel.slug, 'in_progress', code),
    );
    // PostgreSQL text cannot hold NUL: refused as malformed input, not a crash.
    expect([200, 400]).toContain(saved.status);
    const clean = code.replace('\u0000', '');
    const stored = await browser.post<LevelCompletion>(
      API_PATHS.level.update(firstLevel.slug),
      update(firstLevel.slug, 'in_progress', clean),
    );
    expect(stored.body.last_code_executed).toBe(clean);
    for (const value of HOSTILE_STRINGS) {
      const response = await browser.post(API_PATHS.level.update(value), update(value, 'in_progress'));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});

describe('reading a student’s progress', () => {
  it('lets a parent read their own student’s course by student_id, refuses others with 403 and visitors with 401', async () => {
    const parent = stack.browser();
    const { student, email } = await parentWithStudent(parent, { choose: true });
    const completed = await parent.post(
      API_PATHS.level.update(firstLevel.slug),
      update(firstLevel.slug, 'complete', firstLevel.solution),
    );
    expect(completed.status).toBe(200);
    // Back to the parent's own session (no student chosen).
    await parent.get(API_PATHS.auth.logout);
    expect((await parent.post(API_PATHS.auth.login, { email, password: 'correct horse' })).status).toBe(200);

    const own = await eventually(
      () => parent.get<CourseData>(API_PATHS.level.course(python.id, student.id)),
      (response) => response.status === 200,
    );
    expect(completedSlugs(own.body)).toEqual([firstLevel.slug]);

    const stranger = stack.browser();
    await parentWithStudent(stranger, { choose: true });
    expect((await stranger.get(API_PATHS.level.course(python.id, student.id))).status).toBe(403);
    // Signed out: 401 (the play screen sends the visitor to log in).
    expect((await stack.browser().get(API_PATHS.level.course(python.id, student.id))).body).toEqual({
      statusCode: 401,
      message: 'Sign in to see a student’s progress',
      error: 'Unauthorized',
    });
    expect(
      (await stack.browser().get(API_PATHS.level.data(python.id, firstLevel.slug, student.id))).status,
    ).toBe(401);
    expect((await stranger.get(API_PATHS.level.course(python.id, randomUUID()))).status).toBe(403);
    expect((await stranger.get(`${API_PATHS.level.course(python.id)}?student_id=abc`)).status).toBe(400);
  });
});

describe('last_played across services', () => {
  it('choose_student answers the level the student last played (levels → Redis → auth)', async () => {
    const browser = stack.browser();
    const { student } = await parentWithStudent(browser, { choose: true });
    await browser.post(API_PATHS.level.update(secondLevel.slug), update(secondLevel.slug, 'in_progress'));
    const chosen = await eventually(
      () => browser.post<{ last_played: unknown }>(API_PATHS.auth.chooseStudent(student.id)),
      (response) => response.body.last_played !== null,
    );
    expect(chosen.body.last_played).toEqual({ course_id: python.id, level_slug: secondLevel.slug });
  });
});

describe('credits', () => {
  it('counts the chosen student’s run starts today per execution type', async () => {
    const browser = stack.browser();
    await parentWithStudent(browser, { choose: true });
    expect((await browser.get(API_PATHS.credit('level'))).body).toEqual({
      execution_type: 'level',
      counter: 0,
    });
    await browser.post(API_PATHS.level.update(firstLevel.slug), update(firstLevel.slug, 'in_progress'));
    await browser.post(API_PATHS.level.update(firstLevel.slug), update(firstLevel.slug, 'in_progress'));
    const completed = await browser.post(
      API_PATHS.level.update(firstLevel.slug),
      update(firstLevel.slug, 'complete', firstLevel.solution),
    );
    expect(completed.status).toBe(200);
    // Only run starts count: the completion that ends a run does not.
    expect((await browser.get(API_PATHS.credit('level'))).body).toEqual({
      execution_type: 'level',
      counter: 2,
    });
    expect((await browser.get(API_PATHS.credit('challenge'))).body).toEqual({
      execution_type: 'challenge',
      counter: 0,
    });
    expect((await browser.get('/api/credit/unknown')).status).toBe(404);
  });
});

describe('health', () => {
  it('reports PostgreSQL and Redis up', async () => {
    const response = await stack.browser().get<{ checks: unknown }>('/health');
    expect(response.status).toBe(200);
    expect(response.body.checks).toEqual({ database: 'up', redis: 'up' });
  });
});

describe('level data in a language', () => {
  const intro = python.chapters[0].levels[0];

  it('carries the guide, hint and tutorial in the language asked for, and says so', async () => {
    const translated = intro.translations?.es;
    expect(translated?.guide).toBeDefined();
    const response = await stack
      .browser()
      .get<LevelData>(API_PATHS.level.data(python.id, intro.slug, undefined, 'es'));
    expect(response.status).toBe(200);
    expect(levelDataSchema.parse(response.body)).toMatchObject({
      guide: translated?.guide,
      hint: translated?.hint,
      tutorial: translated?.tutorial,
      text_language: 'es',
    });
  });

  it('falls back to English for a language the level is not translated into, and by default', async () => {
    for (const path of [
      API_PATHS.level.data(python.id, intro.slug, undefined, 'ja'),
      API_PATHS.level.data(python.id, intro.slug),
    ]) {
      const body = (await stack.browser().get<LevelData>(path)).body;
      expect(body).toMatchObject({ guide: intro.guide, hint: intro.hint, text_language: 'en' });
    }
  });

  it('refuses an unknown language with a 400 that says why', async () => {
    const response = await stack
      .browser()
      .get<{ message: string }>(`/api/level/data/${python.id}/${intro.slug}?language=klingon`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('language must be a supported language code');
  });
});
