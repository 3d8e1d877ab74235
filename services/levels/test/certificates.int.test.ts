import { randomUUID } from 'node:crypto';
import { HOSTILE_STRINGS } from '@pylands/common/testing';
import { getCourse } from '@pylands/content';
import { API_PATHS, certificateSchema, type Certificate, type LevelCompletion } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { eventually, parentWithStudent, startStack, type Stack } from './stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const python = getCourse('python')!;
const levels = python.chapters.flatMap((chapter) => chapter.levels);
// The first level is the quickest to replay: it is the one completed through the API.
const first = levels[0];

/** Records earlier levels as completed straight in the table (replaying dozens of levels proves nothing new here). */
async function completeInDatabase(studentId: string, slugs: string[]): Promise<void> {
  const dataSource = stack.levels.get(DataSource);
  for (const slug of slugs) {
    await dataSource.query(
      `INSERT INTO "levels"."level_completions" ("student_id", "course_id", "level_slug", "last_status", "attempts", "completed_at")
       VALUES ($1, $2, $3, 'complete', 1, now() - interval '1 day')`,
      [studentId, python.id, slug],
    );
  }
}

describe('GET level/get_certificate/{course_slug}', () => {
  it('is earned once every level of the course is complete: same id every time, issued at that completion', async () => {
    const kid = stack.browser();
    const { student, email } = await parentWithStudent(kid, { choose: true });
    await completeInDatabase(
      student.id,
      levels.slice(1).map((level) => level.slug),
    );

    const before = await kid.get(API_PATHS.level.certificate(python.id));
    expect(before.body).toEqual({
      statusCode: 404,
      message: `No certificate yet: complete every level of ${python.name} to earn it.`,
      error: 'Not Found',
    });

    // The remaining level goes through the real completion (replayed by the server).
    const done = await kid.post<LevelCompletion>(API_PATHS.level.update(first.slug), {
      last_status: 'complete',
      last_code_executed: first.solution,
      level_slug: first.slug,
      course_id: python.id,
      answers: first.solutionAnswers,
    });
    expect({ status: done.status, body: done.body }).toMatchObject({ status: 200 });
    const earned = await kid.get<Certificate>(API_PATHS.level.certificate(python.id));
    expect(earned.status).toBe(200);
    expect(certificateSchema.parse(earned.body)).toEqual({
      id: expect.any(String),
      student_id: student.id,
      course_id: python.id,
      course_name: python.name,
      levels_completed: levels.length,
      issued_at: done.body.completed_at,
    });
    expect((await kid.get(API_PATHS.level.certificate(python.id))).body).toEqual(earned.body);

    // The parent (no student chosen) sees it with student_id; without one, is asked to choose.
    await kid.get(API_PATHS.auth.logout);
    const parent = kid;
    expect((await parent.post(API_PATHS.auth.login, { email, password: 'correct horse' })).status).toBe(200);
    const forParent = await eventually(
      () => parent.get(API_PATHS.level.certificate(python.id, student.id)),
      (response) => response.status === 200,
    );
    expect(forParent.body).toEqual(earned.body);
    expect((await parent.get(API_PATHS.level.certificate(python.id))).body).toEqual({
      statusCode: 403,
      message: 'Please choose a student to see their certificates.',
      error: 'Forbidden',
    });

    // Nobody else's: another family, and a visitor.
    const stranger = stack.browser();
    await parentWithStudent(stranger, { choose: true });
    expect((await stranger.get(API_PATHS.level.certificate(python.id, student.id))).status).toBe(403);
    expect((await stranger.get(API_PATHS.level.certificate(python.id))).status).toBe(404);
    expect((await stack.browser().get(API_PATHS.level.certificate(python.id, student.id))).status).toBe(401);
  });

  it('answers 401 to visitors, 404 for unknown courses, 422 for a malformed student_id, never 500', async () => {
    expect((await stack.browser().get(API_PATHS.level.certificate(python.id))).body).toEqual({
      statusCode: 401,
      message: 'Please sign up or log in to see certificates.',
      error: 'Unauthorized',
    });
    const kid = stack.browser();
    await parentWithStudent(kid, { choose: true });
    expect((await kid.get(API_PATHS.level.certificate('no-such-course'))).body).toEqual({
      statusCode: 404,
      message: 'Course not found',
      error: 'Not Found',
    });
    expect((await kid.get(`${API_PATHS.level.certificate(python.id)}?student_id=1%20OR%201=1`)).body).toEqual(
      {
        statusCode: 422,
        message: 'student_id: student_id must be a UUID',
        error: 'Validation Error',
      },
    );
    expect((await kid.get(API_PATHS.level.certificate(python.id, randomUUID()))).status).toBe(403);
    for (const value of HOSTILE_STRINGS) {
      // Fastify refuses path parameters over 100 characters with 414 before routing.
      expect([404, 414]).toContain((await kid.get(API_PATHS.level.certificate(value))).status);
      expect([403, 422]).toContain(
        (await kid.get(`${API_PATHS.level.certificate(python.id)}?student_id=${encodeURIComponent(value)}`))
          .status,
      );
    }
  });
});
