import { getCourse, getLevel } from '@pylands/content';
import {
  API_PATHS,
  courseDataSchema,
  levelDataSchema,
  type AnonymousRunStart,
  type CourseData,
  type LevelCompletion,
  type LevelData,
} from '@pylands/contracts';
import type { TestBrowser } from '@pylands/common/testing';
import { parentWithStudent, startStack, type Stack } from './stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const python = getCourse('python')!;
const field = getLevel('python', 'creative-01')!;
const meadow = getLevel('python', 'creative')!;

function update(slug: string, status: string, code: string) {
  return { last_status: status, last_code_executed: code, level_slug: slug, course_id: 'python' };
}

async function student(): Promise<TestBrowser> {
  const browser = stack.browser();
  await parentWithStudent(browser, { choose: true });
  return browser;
}

const allSlugs = (course: CourseData) => course.chapters.flatMap((c) => c.level_data.map((l) => l.slug));

describe('creative levels (chapter 0, Creative)', () => {
  it('serves creative-01 and creative to anyone as chapter 0 with their template and map, no solution', async () => {
    for (const [content, index] of [
      [meadow, 0],
      [field, 1],
    ] as const) {
      const response = await stack.browser().get<LevelData>(API_PATHS.level.data('python', content.slug));
      expect(response.status).toBe(200);
      const level = levelDataSchema.parse(response.body);
      expect(level).toMatchObject({
        slug: content.slug,
        name: content.name,
        chapter_id: 0,
        chapter_name: 'Creative',
        level_id: index,
        codeTemplate: 'from player import *\n\n',
        completed: false,
        last_code_executed: null,
        start: content.start,
        levelGoals: content.levelGoals,
      });
      expect(JSON.stringify(response.body)).not.toContain('solution');
    }
    const fieldData = (await stack.browser().get<LevelData>(API_PATHS.level.data('python', field.slug))).body;
    expect([fieldData.map.width, fieldData.map.height]).toEqual([16, 12]);
    expect(fieldData.levelGoals.map((g) => g.action)).toEqual(['finish']);
  });

  it('answers 404 for the creative slugs in a course without a Creative chapter', async () => {
    const response = await stack.browser().get(API_PATHS.level.data('advanced-python', 'creative-01'));
    expect(response.status).toBe(404);
  });

  it('leaves chapter 0 out of the course data: the eight chapters only, no creative level', async () => {
    const course = courseDataSchema.parse(
      (await stack.browser().get<CourseData>(API_PATHS.level.course('python'))).body,
    );
    expect(course.chapters.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(course.chapters.map((c) => c.name)).toEqual(python.chapters.map((c) => c.name));
    expect(allSlugs(course)).not.toContain('creative');
    expect(allSlugs(course)).not.toContain('creative-01');
  });

  it('records a run and a replayed completion like any level, without counting it in the course', async () => {
    const browser = await student();
    const url = API_PATHS.level.update(field.slug);
    const started = await browser.post<LevelCompletion>(
      url,
      update(field.slug, 'in_progress', field.solution),
    );
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      level_slug: 'creative-01',
      last_status: 'in_progress',
      attempts: 1,
    });
    const done = await browser.post<LevelCompletion>(url, {
      ...update(field.slug, 'complete', field.solution),
      seed: 7,
      answers: [],
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ last_status: 'complete', completed_at: expect.any(String) });

    const level = (await browser.get<LevelData>(API_PATHS.level.data('python', field.slug))).body;
    expect(level).toMatchObject({ completed: true, last_code_executed: field.solution, chapter_id: 0 });
    const course = (await browser.get<CourseData>(API_PATHS.level.course('python'))).body;
    expect(course.chapters.flatMap((c) => c.level_data).filter((l) => l.completed)).toEqual([]);
    // Run starts on a sandbox count against the day's attempts like any other level.
    expect((await browser.get(API_PATHS.credit('level'))).body).toEqual({
      execution_type: 'level',
      counter: 1,
    });
  });

  it('refuses a completion whose replay does not reach the flag, and keeps the code', async () => {
    const browser = await student();
    const code = 'from player import *\n\nmove_forward(3)\nturn_left()\n';
    const refused = await browser.post(
      API_PATHS.level.update(meadow.slug),
      update(meadow.slug, 'complete', code),
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      message: expect.stringMatching(/^The program did not complete the level/),
    });
    const level = (await browser.get<LevelData>(API_PATHS.level.data('python', meadow.slug))).body;
    expect(level).toMatchObject({ completed: false, last_code_executed: code });
  });

  it('replays the sandbox meadow’s reference solution (stars collected, flag reached)', async () => {
    const browser = await student();
    const done = await browser.post<LevelCompletion>(
      API_PATHS.level.update(meadow.slug),
      update(meadow.slug, 'complete', meadow.solution),
    );
    expect(done.status).toBe(200);
    expect(done.body.last_status).toBe('complete');
  });

  it('counts an anonymous visitor’s run start without saving it', async () => {
    const response = await stack
      .browser()
      .post<AnonymousRunStart>(API_PATHS.level.update(field.slug), update(field.slug, 'in_progress', 'x'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ saved: false, execution_type: 'level', counter: 1 });
  });
});
