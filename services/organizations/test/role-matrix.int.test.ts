import type { TestBrowser } from '@pylands/common/testing';
import {
  API_PATHS,
  ORGANIZATION_PATHS as P,
  type OrganizationClass,
  type OrganizationStudent,
  type Teacher,
} from '@pylands/contracts';
import {
  addTeacher,
  createClass,
  PASSWORD,
  registerSchool,
  signUp,
  startStack,
  unique,
  type School,
  type Stack,
} from './stack';

/**
 * Every organization call by every kind of caller: anonymous, a parent, a student of the
 * organization, a teacher of the class, the organization's admin and another organization's admin.
 * Each case gets fresh targets where the call changes or deletes them.
 */
type Role = 'anonymous' | 'parent' | 'student' | 'teacher' | 'admin' | 'otherAdmin';
const ROLES: Role[] = ['anonymous', 'parent', 'student', 'teacher', 'admin', 'otherAdmin'];

interface Fixture {
  school: School;
  other: School;
  teacher: Teacher;
  teacherBrowser: TestBrowser;
  klass: OrganizationClass;
  student: OrganizationStudent;
  studentBrowser: TestBrowser;
  parentBrowser: TestBrowser;
}

let stack: Stack;
let f: Fixture;

beforeAll(async () => {
  stack = await startStack();
  const school = await registerSchool(stack);
  const other = await registerSchool(stack);
  const { teacher, browser: teacherBrowser } = await addTeacher(stack, school);
  const klass = await createClass(teacherBrowser, { unlocked_chapters: [1, 2], no_skip: true });
  const username = unique('matrix');
  const student = (
    await teacherBrowser.post<OrganizationStudent>(P.students, {
      username,
      password: PASSWORD,
      class_id: klass.id,
    })
  ).body;
  const studentBrowser = stack.browser();
  await studentBrowser.post(P.loginOrg, {
    organization_slug: school.organization.slug,
    username,
    password: PASSWORD,
  });
  const parentBrowser = stack.browser();
  await signUp(parentBrowser);
  f = { school, other, teacher, teacherBrowser, klass, student, studentBrowser, parentBrowser };
});

afterAll(async () => {
  await stack.close();
});

async function browserFor(role: Role): Promise<TestBrowser> {
  switch (role) {
    case 'anonymous':
      return stack.browser();
    case 'parent':
      return f.parentBrowser;
    case 'student':
      return f.studentBrowser;
    case 'teacher':
      return f.teacherBrowser;
    case 'admin':
      return f.school.admin;
    case 'otherAdmin':
      return f.other.admin;
  }
}

const freshTeacher = async () => (await addTeacher(stack, f.school)).teacher.id;
const freshClass = async () => (await createClass(f.teacherBrowser)).id;
const freshStudent = async () =>
  (
    await f.teacherBrowser.post<OrganizationStudent>(P.students, {
      username: unique('gone'),
      password: PASSWORD,
      class_id: f.klass.id,
    })
  ).body.id;

type Call = (browser: TestBrowser, role: Role) => Promise<{ status: number }>;

// Expected status per role, in ROLES order: anonymous, parent, student, teacher, admin, otherAdmin.
const MATRIX: [string, Call, number[]][] = [
  ['GET organization/current', (b) => b.get(P.current), [401, 403, 200, 200, 200, 200]],
  [
    'PUT organization/current',
    (b) => b.put(P.current, { name: 'Green Hill School', slug: f.school.organization.slug }),
    [401, 403, 403, 403, 200, 409],
  ],
  [
    'GET organization/check-slug-exists',
    (b) => b.get(P.checkSlugExists('any-school')),
    [200, 200, 200, 200, 200, 200],
  ],
  [
    'POST organization/registration',
    async (b, role) => {
      const browser = role === 'parent' ? stack.browser() : b;
      if (role === 'parent') await signUp(browser);
      return browser.post(P.registration, {
        name: 'New School',
        slug: unique('new').replace(/[^a-z]/g, '') + '-school',
      });
    },
    [401, 201, 403, 409, 409, 409],
  ],
  [
    'POST organization/teacher',
    (b) => b.post(P.teacher, { email: `${unique('m')}@example.com`, name: 'New', password: PASSWORD }),
    [401, 403, 403, 403, 201, 201],
  ],
  [
    'PUT organization/teacher/{id}',
    (b) => b.put(P.teacherById(f.teacher.id), { name: 'Ms Rivera' }),
    [401, 403, 403, 403, 200, 403],
  ],
  [
    'DELETE organization/teacher/{id}',
    async (b) => b.delete(P.teacherById(await freshTeacher())),
    [401, 403, 403, 403, 200, 403],
  ],
  ['GET organization/teachers', (b) => b.get(P.teachers), [401, 403, 403, 403, 200, 200]],
  [
    'GET organization/teachers/{id}',
    (b) => b.get(P.teachersById(f.teacher.id)),
    [401, 403, 403, 403, 200, 403],
  ],
  [
    'POST organization/invite-teacher',
    (b) => b.post(P.inviteTeacher(`${unique('inv')}@example.com`)),
    [401, 403, 403, 403, 201, 201],
  ],
  [
    'POST organization/accept-invitation (a link never sent)',
    (b) => b.post(P.acceptInvitation, { token: 'x'.repeat(32), name: 'Ms Rivera', password: PASSWORD }),
    [400, 400, 400, 400, 400, 400],
  ],
  ['GET organization/classes', (b) => b.get(P.classes), [401, 403, 403, 200, 200, 200]],
  [
    'POST organization/classes',
    (b) => b.post(P.classes, { name: 'Another' }),
    [401, 403, 403, 201, 201, 201],
  ],
  ['GET organization/classes/{id}', (b) => b.get(P.class(f.klass.id)), [401, 403, 403, 200, 200, 403]],
  [
    'PUT organization/classes/{id}',
    (b) => b.put(P.class(f.klass.id), { no_skip: true }),
    [401, 403, 403, 200, 200, 403],
  ],
  [
    'DELETE organization/classes/{id}',
    async (b) => b.delete(P.class(await freshClass())),
    [401, 403, 403, 200, 200, 403],
  ],
  [
    'GET organization/class-teachers/{class_id}',
    (b) => b.get(P.classTeachers(f.klass.id)),
    [401, 403, 403, 200, 200, 403],
  ],
  [
    'GET organization/class-teachers/{class_id}/{user_id}',
    (b) => b.get(P.classTeacher(f.klass.id, f.teacher.id)),
    [401, 403, 403, 200, 200, 403],
  ],
  [
    'PUT organization/class-teachers',
    (b) => b.put(P.classTeachersPut, { class_id: f.klass.id, teacher_ids: [f.teacher.id] }),
    [401, 403, 403, 403, 200, 403],
  ],
  [
    'GET organization/class-by-token',
    (b) => b.get(P.classByToken(f.klass.signup_token)),
    [200, 200, 200, 200, 200, 200],
  ],
  ['GET organization/students', (b) => b.get(P.students), [401, 403, 403, 200, 200, 200]],
  [
    'POST organization/students',
    (b) => b.post(P.students, { username: unique('new'), password: PASSWORD, class_id: f.klass.id }),
    [401, 403, 403, 201, 201, 403],
  ],
  ['GET organization/students/{id}', (b) => b.get(P.student(f.student.id)), [401, 403, 200, 200, 200, 403]],
  [
    'PUT organization/students/{id}',
    (b) => b.put(P.student(f.student.id), { name: 'Kim' }),
    [401, 403, 403, 200, 200, 403],
  ],
  [
    'PUT organization/students/{id} (assistant settings)',
    (b) => b.put(P.student(f.student.id), { assistant_enabled: true, assistant_attempt_limit: 10 }),
    [401, 403, 403, 200, 200, 403],
  ],
  [
    'DELETE organization/students/{id}',
    async (b) => b.delete(P.student(await freshStudent())),
    [401, 403, 403, 200, 200, 403],
  ],
  [
    'POST organization/bulk-create-students',
    (b) => b.post(P.bulkCreateStudents, { class_id: f.klass.id, dry_run: true, rows: [{ name: 'Ann Lee' }] }),
    [401, 403, 403, 201, 201, 403],
  ],
  [
    'POST organization/transfer-students',
    (b) => b.post(P.transferStudents, { student_ids: [f.student.id], class_id: f.klass.id }),
    [401, 403, 403, 200, 200, 403],
  ],
  [
    // The parental gate is a family's: a school's student has no parent session to go back to.
    'POST auth/return-to-parent',
    (b) => b.post(API_PATHS.auth.returnToParent, { password: PASSWORD }),
    [401, 200, 403, 403, 403, 403],
  ],
];

describe.each(MATRIX)('%s', (_name, call, expected) => {
  it.each(ROLES.map((role, i) => [role, expected[i]] as const))('%s answers %i', async (role, status) => {
    const response = await call(await browserFor(role), role);
    expect(response.status).toBe(status);
  });
});
