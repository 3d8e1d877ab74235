import { getLevel } from '@pylands/content';
import { ACCOUNT_DELETED_QUEUE, API_PATHS, STUDENT_CHANGED_QUEUE, type Student } from '@pylands/contracts';
import { finishedJobs, type TestBrowser } from '@pylands/common/testing';
import { DataSource } from 'typeorm';
import { sharedLevel } from './creative-fixtures';
import { parentWithStudent, startStack, type Stack } from './stack';

// What levels keeps about children (completions with their code, attempt counters) goes when auth
// says the parent deleted the account (account-deleted) or one student (student-changed).
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const intro1 = getLevel('python', 'intro-level1')!;

async function play(browser: TestBrowser, student: Student): Promise<void> {
  expect((await browser.post(API_PATHS.auth.chooseStudent(student.id))).status).toBe(200);
  // A run starts (counted as an attempt), then completes (replayed and saved with its code).
  for (const last_status of ['in_progress', 'complete']) {
    const saved = await browser.post(API_PATHS.level.update(intro1.slug), {
      last_status,
      last_code_executed: intro1.solution,
      level_slug: intro1.slug,
      course_id: 'python',
    });
    expect(saved.status).toBe(200);
  }
}

async function rowsOf(studentIds: string[]): Promise<{ completions: number; credits: number }> {
  const db = stack.levels.get(DataSource);
  const [completions] = await db.query(
    `SELECT count(*)::int AS n FROM "levels"."level_completions" WHERE "student_id" = ANY($1::uuid[])`,
    [studentIds],
  );
  const [credits] = await db.query(
    `SELECT count(*)::int AS n FROM "levels"."credit_usage" WHERE "subject" = ANY($1::text[])`,
    [studentIds],
  );
  return { completions: completions.n, credits: credits.n };
}

/** Badges of the account (a creative badge without a student chosen) and of its students. */
async function badgesOf(ids: string[]): Promise<number> {
  const [badges] = await stack.levels
    .get(DataSource)
    .query(`SELECT count(*)::int AS n FROM "levels"."badge_awards" WHERE "student_id" = ANY($1::uuid[])`, [
      ids,
    ]);
  return badges.n;
}

/** The account's reports and its plays (by the account or its students) of others' creative levels. */
async function creativeTraces(
  userId: string,
  studentIds: string[],
): Promise<{ plays: number; reports: number }> {
  const db = stack.levels.get(DataSource);
  const [plays] = await db.query(
    `SELECT count(*)::int AS n FROM "levels"."creative_level_plays" WHERE "player" = ANY($1::text[])`,
    [[userId, ...studentIds].map((id) => `user:${id}`)],
  );
  const [reports] = await db.query(
    `SELECT count(*)::int AS n FROM "levels"."creative_level_reports" WHERE "reporter_user_id" = $1`,
    [userId],
  );
  return { plays: plays.n, reports: reports.n };
}

/** Waits until levels has handled the event on `queue` that `matches` (a BullMQ job event). */
async function handled(
  queueName: string,
  matches: (data: Record<string, unknown>) => boolean,
): Promise<void> {
  expect(await finishedJobs(stack.config, queueName, matches, 60_000)).not.toHaveLength(0);
}

it("deletes every student's completions and counters, and the account's creative levels, when the parent deletes the account", async () => {
  const family = stack.browser();
  const { user, student: first, email } = await parentWithStudent(family, { choose: false });
  const second = (await family.post<Student>(API_PATHS.profile.students, { username: 'second' })).body;
  await play(family, first);
  await play(family, second);
  // Another family's child, who must keep everything.
  const neighbours = stack.browser();
  const { user: neighbourUser, student: neighbour } = await parentWithStudent(neighbours, { choose: false });
  await play(neighbours, neighbour);
  expect(await rowsOf([first.id, second.id])).toEqual({ completions: 2, credits: 2 });
  // The family built a public creative level (solved first, as sharing needs), and played another's.
  const creativeLevel = API_PATHS.level.creative.level('family-level', 'python');
  await sharedLevel(family, 'family-level', { is_public: true }, { name: 'Family Level' });
  expect((await stack.browser().get(creativeLevel)).status).toBe(200);
  await sharedLevel(neighbours, 'neighbour-level', { is_public: true });
  const neighbourData = API_PATHS.level.data('python', 'neighbour-level', neighbourUser.user_id);
  expect((await family.get(neighbourData)).status).toBe(200);
  const neighbourReport = API_PATHS.level.creative.report('neighbour-level', 'python');
  expect((await family.post(neighbourReport, { reason: 'Too hard' })).status).toBe(200);
  expect(await creativeTraces(user.user_id, [first.id, second.id])).toEqual({ plays: 1, reports: 1 });
  // Sharing it earned the chosen student the creative badge.
  expect(await badgesOf([user.user_id, first.id, second.id])).toBe(1);

  const parent = stack.browser();
  expect((await parent.post(API_PATHS.auth.login, { email, password: 'correct horse' })).status).toBe(200);
  expect((await parent.delete(API_PATHS.profile.profile)).status).toBe(200);
  await handled(ACCOUNT_DELETED_QUEUE, (data) => data.user_id === user.user_id);

  expect(await rowsOf([first.id, second.id])).toEqual({ completions: 0, credits: 0 });
  expect(await rowsOf([neighbour.id])).toEqual({ completions: 1, credits: 1 });
  expect((await stack.browser().get(creativeLevel)).status).toBe(404);
  expect(await creativeTraces(user.user_id, [first.id, second.id])).toEqual({ plays: 0, reports: 0 });
  expect(await badgesOf([user.user_id, first.id, second.id])).toBe(0);
  expect(await badgesOf([neighbourUser.user_id, neighbour.id])).toBe(1);
  // The neighbour's level keeps its count.
  expect(
    (await neighbours.get<{ plays: number }>(API_PATHS.level.creative.level('neighbour-level', 'python')))
      .body.plays,
  ).toBe(1);
}, 120_000);

it("deletes one student's completions when the parent deletes that student, and keeps the sibling's", async () => {
  const family = stack.browser();
  const { student: leaving, email } = await parentWithStudent(family, { choose: false });
  const staying = (await family.post<Student>(API_PATHS.profile.students, { username: 'staying' })).body;
  await play(family, leaving);
  await play(family, staying);

  const parent = stack.browser();
  expect((await parent.post(API_PATHS.auth.login, { email, password: 'correct horse' })).status).toBe(200);
  expect((await parent.delete(API_PATHS.profile.student(leaving.id))).status).toBe(200);
  await handled(STUDENT_CHANGED_QUEUE, (data) => data.student_id === leaving.id && data.deleted === true);

  expect(await rowsOf([leaving.id])).toEqual({ completions: 0, credits: 0 });
  expect(await rowsOf([staying.id])).toEqual({ completions: 1, credits: 1 });
});
