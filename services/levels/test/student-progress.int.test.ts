import { randomUUID } from 'node:crypto';
import { getCourse } from '@pylands/content';
import { API_PATHS, studentProgressSchema, type StudentProgress } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { StudentAccessService } from '../src/students/student-access.service';
import { eventually, parentWithStudent, startStack, type Stack } from './stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const python = getCourse('python')!;
const firstChapter = python.chapters[0];
const [firstLevel, secondLevel] = firstChapter.levels;

function update(slug: string, status: string, code = 'player.move_forward()') {
  return { last_status: status, last_code_executed: code, level_slug: slug, course_id: python.id };
}

describe('GET level/student-progress/{student_id}', () => {
  it('shows the parent their child’s levels per chapter, the last level played and this week’s play', async () => {
    const parent = stack.browser();
    const { student, email } = await parentWithStudent(parent, { choose: true });
    await parent.post(API_PATHS.level.update(firstLevel.slug), update(firstLevel.slug, 'in_progress'));
    const completed = await parent.post(
      API_PATHS.level.update(firstLevel.slug),
      update(firstLevel.slug, 'complete', firstLevel.solution),
    );
    expect(completed.status).toBe(200);
    await parent.post(API_PATHS.level.update(secondLevel.slug), update(secondLevel.slug, 'in_progress'));
    await parent.get(API_PATHS.auth.logout);
    expect((await parent.post(API_PATHS.auth.login, { email, password: 'correct horse' })).status).toBe(200);

    const response = await eventually(
      () => parent.get<StudentProgress>(API_PATHS.level.studentProgress(student.id)),
      (answer) => answer.status === 200,
    );
    const progress = studentProgressSchema.parse(response.body);
    expect(progress.student_id).toBe(student.id);
    expect(progress.last_played).toMatchObject({
      course_id: python.id,
      level_slug: secondLevel.slug,
      level_name: secondLevel.name,
      chapter_name: firstChapter.name,
    });
    expect(progress.week).toMatchObject({ runs: 2, levels_completed: 1 });
    // Three runs a moment apart: one stretch of play, counted as about a minute.
    expect(progress.week.minutes).toBe(1);
    const course = progress.courses.find((c) => c.id === python.id)!;
    expect(course).toMatchObject({ name: python.name, completed: 1 });
    expect(course.total).toBe(python.chapters.reduce((sum, c) => sum + c.levels.length, 0));
    expect(course.chapters.map((c) => c.name)).toEqual(python.chapters.map((c) => c.name));
    expect(course.chapters[0]).toMatchObject({ completed: 1, total: firstChapter.levels.length });
    expect(course.chapters[0].levels.slice(0, 2)).toEqual([
      { slug: firstLevel.slug, name: firstLevel.name, status: 'complete' },
      { slug: secondLevel.slug, name: secondLevel.name, status: 'in_progress' },
    ]);
  });

  it('shows a child who has not played yet with nothing done and no last level', async () => {
    const parent = stack.browser();
    const { student } = await parentWithStudent(parent, { choose: false });
    // levels learns who owns the child from auth's student-changed event, a moment after it is added.
    const progress = (
      await eventually(
        () => parent.get<StudentProgress>(API_PATHS.level.studentProgress(student.id)),
        (answer) => answer.status === 200,
      )
    ).body;
    expect(progress.last_played).toBeNull();
    expect(progress.week).toMatchObject({ minutes: 0, runs: 0, levels_completed: 0 });
    expect(progress.courses.map((c) => [c.id, c.completed])).toEqual([[python.id, 0]]);
  });

  it('refuses another family (403), visitors (401) and a malformed id (400)', async () => {
    const parent = stack.browser();
    const { student } = await parentWithStudent(parent, { choose: false });
    const stranger = stack.browser();
    await parentWithStudent(stranger, { choose: false });
    await eventually(
      () => parent.get(API_PATHS.level.studentProgress(student.id)),
      (answer) => answer.status === 200,
    );
    const refused = await stranger.get(API_PATHS.level.studentProgress(student.id));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'You cannot see this student’s progress' });
    expect((await stranger.get(API_PATHS.level.studentProgress(randomUUID()))).status).toBe(403);
    expect((await stack.browser().get(API_PATHS.level.studentProgress(student.id))).status).toBe(401);
    expect((await stranger.get(API_PATHS.level.studentProgress('abc'))).status).toBe(400);
  });

  it('forgets the child’s run times when the parent deletes the child', async () => {
    const parent = stack.browser();
    const { user, student } = await parentWithStudent(parent, { choose: true });
    await parent.post(API_PATHS.level.update(firstLevel.slug), update(firstLevel.slug, 'in_progress'));
    const runs = () =>
      stack.levels
        .get(DataSource)
        .query(`SELECT count(*)::int AS n FROM "levels"."student_runs" WHERE "student_id" = $1`, [student.id])
        .then((rows: { n: number }[]) => rows[0].n);
    expect(await runs()).toBe(1);
    // auth's student-changed event, as the queue delivers it.
    await stack.levels.get(StudentAccessService).record({
      student_id: student.id,
      parent_id: user.user_id,
      deleted: true,
    });
    expect(await runs()).toBe(0);
  });
});
