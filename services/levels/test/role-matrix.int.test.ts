import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp } from '@pylands/common';
import { TestBrowser } from '@pylands/common/testing';
import {
  API_PATHS,
  ORGANIZATION_PATHS as P,
  REPORT_PATHS,
  type OrganizationClass,
  type OrganizationStudent,
  type Student,
} from '@pylands/contracts';
// Teachers, admins and classes come from organizations (and accounts from auth): the matrix runs
// levels beside both, on their test stack.
import {
  addTeacher,
  createClass,
  PASSWORD,
  registerSchool,
  signUp,
  startStack,
  unique,
  type Stack,
} from '../../organizations/test/stack';
import { LevelsAppModule } from '../src/app.module';

/**
 * Every levels call by every kind of caller: a visitor, a parent with no student chosen, the same
 * parent's chosen student, a student of a school class, that class's teacher, the school's admin
 * and another school's admin.
 */
type Role = 'anonymous' | 'parent' | 'parentStudent' | 'orgStudent' | 'teacher' | 'admin' | 'otherAdmin';
const ROLES: Role[] = [
  'anonymous',
  'parent',
  'parentStudent',
  'orgStudent',
  'teacher',
  'admin',
  'otherAdmin',
];

let stack: Stack;
let levels: NestFastifyApplication;
let browsers: Record<Role, TestBrowser>;
let klass: OrganizationClass;
let orgStudent: OrganizationStudent;
let child: Student;

/** One cookie jar for all three services. */
function on(browser: TestBrowser): TestBrowser {
  const all = new TestBrowser([
    { app: stack.organizations, prefixes: ['/api/organization'] },
    { app: levels, prefixes: ['/api/level', '/api/credit'] },
    { app: stack.auth, prefixes: ['/'] },
  ]);
  all.session = browser.session;
  return all;
}

/** Reads until `done` holds: levels learns students and classes from events (jest's timeout bounds the wait). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  while (!done(value)) {
    await new Promise((resolve) => setImmediate(resolve));
    value = await read();
  }
  return value;
}

beforeAll(async () => {
  // Nothing is replayed here: one replay worker is plenty.
  process.env.REPLAY_POOL_SIZE = '1';
  stack = await startStack();
  levels = await createServiceApp(LevelsAppModule.forRoot(stack.config), { name: 'levels' });
  const school = await registerSchool(stack);
  const other = await registerSchool(stack);
  const { browser: teacher } = await addTeacher(stack, school);
  klass = await createClass(teacher, { name: 'Matrix class' });
  const username = unique('matrix');
  orgStudent = (
    await teacher.post<OrganizationStudent>(P.students, { username, password: PASSWORD, class_id: klass.id })
  ).body;
  const orgKid = on(stack.browser());
  await orgKid.post(P.loginOrg, {
    organization_slug: school.organization.slug,
    username,
    password: PASSWORD,
  });
  const parent = on(stack.browser());
  const { email } = await signUp(parent);
  child = (await parent.post<Student>(API_PATHS.profile.students, { username: unique('kid') })).body;
  const parentStudent = on(stack.browser());
  await parentStudent.post(API_PATHS.auth.login, { email, password: PASSWORD });
  await parentStudent.post(API_PATHS.auth.chooseStudent(child.id));
  browsers = {
    anonymous: on(stack.browser()),
    parent,
    parentStudent,
    orgStudent: orgKid,
    teacher: on(teacher),
    admin: on(school.admin),
    otherAdmin: on(other.admin),
  };
  // Wait until levels has heard of the child's parent and of the class.
  await until(
    () => parent.get(API_PATHS.level.course('python', child.id)),
    (response) => response.status === 200,
  );
  await until(
    () => browsers.teacher.get(API_PATHS.level.course('python', orgStudent.id)),
    (response) => response.status === 200,
  );
});

afterAll(async () => {
  delete process.env.REPLAY_POOL_SIZE;
  await levels?.close();
  await stack?.close();
});

type Call = (browser: TestBrowser) => Promise<{ status: number }>;
const L = API_PATHS.level;
const start = (slug: string) => ({
  last_status: 'in_progress',
  last_code_executed: 'move_forward()',
  level_slug: slug,
  course_id: 'python',
});

// Expected status per role, in ROLES order:
// anonymous, parent, parentStudent, orgStudent, teacher, admin, otherAdmin.
const MATRIX: [string, Call, number[]][] = [
  ['GET level/course/{slug}', (b) => b.get(L.course('python')), [200, 200, 200, 200, 200, 200, 200]],
  [
    'GET level/course/{slug}?student_id (a parent’s child)',
    (b) => b.get(L.course('python', child.id)),
    [401, 200, 200, 403, 403, 403, 403],
  ],
  [
    'GET level/course/{slug}?student_id (a class student)',
    (b) => b.get(L.course('python', orgStudent.id)),
    [401, 403, 403, 200, 200, 200, 403],
  ],
  [
    'GET level/data/{course}/{slug}',
    (b) => b.get(L.data('python', 'intro-level1')),
    [200, 200, 200, 200, 200, 200, 200],
  ],
  [
    'GET level/data/{course}/{slug} (login-only level)',
    (b) => b.get(L.data('python', 'intro-level5')),
    [401, 200, 200, 200, 200, 200, 200],
  ],
  [
    'GET level/data/{course}/{slug}?user_id (a class student)',
    (b) => b.get(L.data('python', 'intro-level1', orgStudent.id)),
    [401, 403, 403, 200, 200, 200, 403],
  ],
  [
    'GET level-data/course/{course}/{slug}',
    (b) => b.get(L.dataByCourse('python', 'intro-level1')),
    [200, 200, 200, 200, 200, 200, 200],
  ],
  [
    'GET level/guide/{course}/{slug}.png',
    (b) => b.get(L.guide('python', 'intro-level1')),
    [200, 200, 200, 200, 200, 200, 200],
  ],
  [
    'POST level/update/{slug} (a run starts)',
    (b) => b.request('POST', L.update('intro-level1'), { body: start('intro-level1') }),
    [200, 403, 200, 200, 403, 403, 403],
  ],
  [
    'GET level/course/{course}/org-completion',
    (b) => b.get(REPORT_PATHS.orgCompletion('python')),
    [401, 403, 403, 403, 200, 200, 200],
  ],
  [
    'GET level/course/{course}/chapter-completion',
    (b) => b.get(REPORT_PATHS.chapterCompletion('python', 1, klass.id)),
    [401, 403, 403, 403, 200, 200, 403],
  ],
  [
    'GET level/get_certificate/{course}',
    (b) => b.get(L.certificate('python')),
    [401, 403, 404, 404, 403, 403, 403],
  ],
  [
    'GET level/get_certificate/{course}?student_id (a class student)',
    (b) => b.get(L.certificate('python', orgStudent.id)),
    [401, 403, 403, 404, 404, 404, 403],
  ],
  [
    'GET credit/{execution_type}',
    (b) => b.get(API_PATHS.credit('level')),
    [200, 200, 200, 200, 200, 200, 200],
  ],
  ['GET level/openapi.json', (b) => b.get('/api/level/openapi.json'), [200, 200, 200, 200, 200, 200, 200]],
];

describe('levels role × endpoint matrix', () => {
  it.each(MATRIX)('%s', async (_name, call, expected) => {
    const actual: number[] = [];
    for (const role of ROLES) actual.push((await call(browsers[role])).status);
    expect(Object.fromEntries(ROLES.map((role, i) => [role, actual[i]]))).toEqual(
      Object.fromEntries(ROLES.map((role, i) => [role, expected[i]])),
    );
  });
});
