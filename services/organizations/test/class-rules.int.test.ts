import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp } from '@pylands/common';
import { TestBrowser } from '@pylands/common/testing';
import { getCourse } from '@pylands/content';
import {
  API_PATHS,
  ORGANIZATION_PATHS as P,
  REPORT_PATHS,
  type CompletionReport,
  type CourseData,
  type LevelData,
  type OrganizationStudent,
} from '@pylands/contracts';
// levels keeps its own copy of classes from organizations' events; the test runs it beside them.
import { LevelsAppModule } from '../../levels/src/app.module';
import { withEnv } from '../../levels/test/stack';
import {
  addTeacher,
  createClass,
  PASSWORD,
  registerSchool,
  signUp,
  startStack,
  unique,
  type Stack,
} from './stack';

let stack: Stack;
let levels: NestFastifyApplication;

const course = getCourse('python')!;
const [first, second] = course.chapters[0].levels;

beforeAll(async () => {
  stack = await startStack();
  // No completion is replayed here: one replay worker is plenty.
  levels = await withEnv({ REPLAY_POOL_SIZE: '1' }, () =>
    createServiceApp(
      LevelsAppModule.forRoot(stack.config, { paymentsUrl: stack.payments.url, entitlementsCacheMs: 0 }),
      { name: 'levels' },
    ),
  );
});

afterAll(async () => {
  await levels.close();
  await stack.close();
});

/** Calls all three services with one cookie jar. */
function on(browser: TestBrowser): TestBrowser {
  const all = new TestBrowser([
    { app: stack.organizations, prefixes: ['/api/organization'] },
    { app: levels, prefixes: ['/api/level', '/api/credit'] },
    { app: stack.auth, prefixes: ['/'] },
  ]);
  all.session = browser.session;
  return all;
}

/** Reads until `done` holds: levels learns about classes through events (jest's timeout bounds the wait). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  while (!done(value)) {
    await new Promise((resolve) => setImmediate(resolve));
    value = await read();
  }
  return value;
}

describe('class rules and reports', () => {
  it('marks chapters outside unlocked_chapters class_locked for class members; reports show each student per level; teachers open a student’s last code', async () => {
    const school = await registerSchool(stack);
    const other = await registerSchool(stack);
    const { browser: teacherOnly } = await addTeacher(stack, school);
    const { browser: colleagueOnly } = await addTeacher(stack, school);
    const klass = await createClass(teacherOnly, {
      name: 'Pythons',
      unlocked_chapters: [1, 'x:3'],
      no_skip: true,
    });
    const usernames = [unique('ada'), unique('bo')];
    const students: OrganizationStudent[] = [];
    for (const username of usernames) {
      students.push(
        (
          await teacherOnly.post<OrganizationStudent>(P.students, {
            username,
            password: PASSWORD,
            class_id: klass.id,
          })
        ).body,
      );
    }
    const kid = on(stack.browser());
    expect(
      (
        await kid.post(P.loginOrg, {
          organization_slug: school.organization.slug,
          username: usernames[0],
          password: PASSWORD,
        })
      ).status,
    ).toBe(200);

    const courseData = await until(
      async () => (await kid.get<CourseData>(API_PATHS.level.course('python'))).body,
      (data) => data.chapters.some((chapter) => chapter.class_locked),
    );
    expect(courseData.chapters.map((chapter) => chapter.class_locked)).toEqual(
      course.chapters.map((chapter, index) => !(index === 0 || chapter.id === 3)),
    );
    // A parent's child is not in a class: nothing is class-locked.
    const parent = on(stack.browser());
    await signUp(parent);
    expect(
      (await parent.get<CourseData>(API_PATHS.level.course('python'))).body.chapters.every(
        (c) => !c.class_locked,
      ),
    ).toBe(true);

    // The student plays two levels (completions are replayed in Pyodide: levels' own tests cover that).
    const update = (slug: string, status: string, code: string) =>
      kid.post(API_PATHS.level.update(slug), {
        last_status: status,
        last_code_executed: code,
        level_slug: slug,
        course_id: 'python',
      });
    expect((await update(first.slug, 'in_progress', first.solution)).status).toBe(200);
    expect((await update(second.slug, 'in_progress', '# trying\n')).status).toBe(200);

    const teacher = on(teacherOnly);
    const report = await until(
      async () => (await teacher.get<CompletionReport>(REPORT_PATHS.orgCompletion('python'))).body,
      (body) => body.students?.length === 2,
    );
    expect(report.classes).toEqual([{ id: klass.id, name: 'Pythons' }]);
    expect(report.levels.length).toBe(course.chapters.reduce((n, chapter) => n + chapter.levels.length, 0));
    const ada = report.students.find((student) => student.username === usernames[0])!;
    expect(ada.levels).toEqual({ [first.slug]: 'in_progress', [second.slug]: 'in_progress' });
    expect(ada.completed).toBe(0);
    const bo = report.students.find((student) => student.username === usernames[1])!;
    expect(bo.levels).toEqual({});
    // The grid's extras: chapter names for the column groups, last activity, and the chapters the
    // class keeps closed (no_skip with nothing finished: only the first chapter is open).
    expect(report.chapters).toEqual(course.chapters.map(({ id, name }) => ({ id, name })));
    expect(Number.isNaN(Date.parse(ada.last_activity!))).toBe(false);
    expect(bo.last_activity).toBeNull();
    expect(ada.locked_chapters).toEqual(course.chapters.slice(1).map((c) => c.id));

    const chapter = await teacher.get<CompletionReport>(
      REPORT_PATHS.chapterCompletion('python', course.chapters[0].id, klass.id),
    );
    expect(chapter.status).toBe(200);
    expect(chapter.body.levels.map((level) => level.slug)).toEqual(
      course.chapters[0].levels.map((level) => level.slug),
    );

    // The admin sees every class; the read-only view shows the student's last code.
    const admin = on(school.admin);
    expect(
      (await admin.get<CompletionReport>(REPORT_PATHS.orgCompletion('python', klass.id))).body.students,
    ).toHaveLength(2);
    const view = await teacher.get<LevelData>(API_PATHS.level.data('python', second.slug, students[0].id));
    expect(view.status).toBe(200);
    expect(view.body.last_code_executed).toBe('# trying\n');

    // Everyone else: refused.
    const colleague = on(colleagueOnly);
    expect(
      (await colleague.get<CompletionReport>(REPORT_PATHS.orgCompletion('python'))).body.students,
    ).toEqual([]);
    expect((await colleague.get(REPORT_PATHS.orgCompletion('python', klass.id))).status).toBe(403);
    expect((await colleague.get(API_PATHS.level.data('python', second.slug, students[0].id))).status).toBe(
      403,
    );
    expect((await on(other.admin).get(REPORT_PATHS.orgCompletion('python', klass.id))).status).toBe(403);
    expect(
      (await on(other.admin).get(API_PATHS.level.data('python', second.slug, students[0].id))).status,
    ).toBe(403);
    expect((await parent.get(REPORT_PATHS.orgCompletion('python'))).status).toBe(403);
    expect((await kid.get(REPORT_PATHS.orgCompletion('python'))).status).toBe(403);
    expect((await on(stack.browser()).get(REPORT_PATHS.orgCompletion('python'))).status).toBe(401);
    expect((await teacher.get(REPORT_PATHS.orgCompletion('no-such-course'))).status).toBe(404);
    expect(
      (await teacher.get(REPORT_PATHS.orgCompletion('python', '00000000-0000-4000-8000-000000000000')))
        .status,
    ).toBe(404);
    expect((await teacher.get(REPORT_PATHS.chapterCompletion('python', 999, klass.id))).status).toBe(404);
    expect(
      (await teacher.get('/api/level/course/python/chapter-completion?chapter_id=x&class_id=y')).status,
    ).toBe(422);

    // Moving the student to a class without restrictions lifts the locks.
    const open = await createClass(teacherOnly, { name: 'Open' });
    await teacherOnly.post(P.transferStudents, { student_ids: [students[0].id], class_id: open.id });
    await until(
      async () => (await kid.get<CourseData>(API_PATHS.level.course('python'))).body,
      (data) => data.chapters.every((c) => !c.class_locked),
    );
  });
});
