import { serviceSecret } from '@pylands/common';
import { getCourse } from '@pylands/content';
import {
  API_PATHS,
  SERVICE_SECRET_HEADER,
  WEEKLY_REPORT_PATHS,
  weeklySummarySchema,
  type WeeklySummary,
} from '@pylands/contracts';
import { finishQuiz } from './quiz-helpers';
import { eventually, parentWithStudent, startStack, type Stack } from './stack';

// levels' view of a child's week for auth's weekly parent email, from real play: a level completed
// through level/update, a quiz passed through the quiz routes, the badge that pass earns.
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const python = getCourse('python')!;
const chapter = python.chapters[0];
const [firstLevel, secondLevel] = chapter.levels;
const HOUR_MS = 60 * 60_000;

async function summary(studentId: string, since: Date, until: Date, secret?: string) {
  const query = new URLSearchParams({ since: since.toISOString(), until: until.toISOString() });
  return stack.levels.inject({
    method: 'GET',
    url: `${WEEKLY_REPORT_PATHS.summary(studentId)}?${query}`,
    headers: secret === undefined ? {} : { [SERVICE_SECRET_HEADER]: secret },
  });
}

describe('GET /internal/weekly-summary/{student_id}', () => {
  it("answers the child's week: the level completed, the quiz passed, its badge, play time, what is next", async () => {
    const parent = stack.browser();
    const { student } = await parentWithStudent(parent, { choose: true });
    const start = {
      last_status: 'in_progress',
      last_code_executed: '',
      level_slug: firstLevel.slug,
      course_id: python.id,
    };
    await parent.post(API_PATHS.level.update(firstLevel.slug), start);
    const done = await parent.post(API_PATHS.level.update(firstLevel.slug), {
      ...start,
      last_status: 'complete',
      last_code_executed: firstLevel.solution,
    });
    expect(done.status).toBe(200);
    const passed = await finishQuiz(parent, python.id, chapter.id, 100);
    expect(passed.score).toMatchObject({ passed: true, percent: 100 });

    const secret = serviceSecret(stack.config);
    const now = Date.now();
    const answer = await eventually(
      () => summary(student.id, new Date(now - 7 * 24 * HOUR_MS), new Date(now + HOUR_MS), secret),
      (a) => a.statusCode === 200 && (a.json() as WeeklySummary).badges.length > 0,
    );
    const week = weeklySummarySchema.parse(answer.json());
    expect(week.levels_completed).toEqual([
      expect.objectContaining({
        course_id: python.id,
        course_name: python.name,
        level_slug: firstLevel.slug,
        level_name: firstLevel.name,
        chapter_name: chapter.name,
      }),
    ]);
    expect(week.quizzes).toEqual([
      {
        course_id: python.id,
        chapter_id: chapter.id,
        chapter_name: chapter.name,
        best_percent: 100,
        passed: true,
      },
    ]);
    expect(week.badges).toEqual([expect.objectContaining({ kind: 'quiz', name: `${chapter.name} Quiz` })]);
    expect(week.minutes).toBeGreaterThanOrEqual(1);
    expect(week.next_level).toEqual({
      course_id: python.id,
      level_slug: secondLevel.slug,
      level_name: secondLevel.name,
      chapter_name: chapter.name,
    });

    // The week before: nothing happened, and the suggestion stays.
    const before = weeklySummarySchema.parse(
      (
        await summary(student.id, new Date(now - 14 * 24 * HOUR_MS), new Date(now - 7 * 24 * HOUR_MS), secret)
      ).json(),
    );
    expect(before).toMatchObject({ minutes: 0, levels_completed: [], quizzes: [], badges: [] });
    expect(before.next_level?.level_slug).toBe(secondLevel.slug);
  });

  it('suggests the first level to a child who never played', async () => {
    const { student } = await parentWithStudent(stack.browser(), { choose: false });
    const now = Date.now();
    const answer = await summary(
      student.id,
      new Date(now - 7 * 24 * HOUR_MS),
      new Date(now),
      serviceSecret(stack.config),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      minutes: 0,
      levels_completed: [],
      next_level: { course_id: python.id, level_slug: firstLevel.slug },
    });
  });

  it('refuses callers without the service secret (401) and a bad window (422)', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const now = Date.now();
    expect((await summary(id, new Date(now - HOUR_MS), new Date(now))).statusCode).toBe(401);
    expect((await summary(id, new Date(now - HOUR_MS), new Date(now), 'x'.repeat(43))).statusCode).toBe(401);
    // A parent's session is no service secret either.
    const parent = stack.browser();
    const { student } = await parentWithStudent(parent, { choose: true });
    const query = new URLSearchParams({
      since: new Date(now - HOUR_MS).toISOString(),
      until: new Date(now).toISOString(),
    });
    expect((await parent.get(`${WEEKLY_REPORT_PATHS.summary(student.id)}?${query}`)).status).toBe(401);
    const backwards = await summary(id, new Date(now), new Date(now - HOUR_MS), serviceSecret(stack.config));
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({ message: 'since must be before until' });
    const missing = await stack.levels.inject({
      method: 'GET',
      url: WEEKLY_REPORT_PATHS.summary(id),
      headers: { [SERVICE_SECRET_HEADER]: serviceSecret(stack.config) },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ message: 'since is required' });
  });
});
