import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServiceApp } from '@pylands/common';
import { DataSource } from 'typeorm';
import { setStaff } from '../../auth/src/cli';
import { eventually, TestBrowser } from '@pylands/common/testing';
import {
  API_PATHS,
  ORGANIZATION_PATHS as P,
  REPORT_PATHS,
  type CompletionReport,
  type OrganizationStudent,
  type Student,
} from '@pylands/contracts';
// Teachers, admins and classes come from organizations (and accounts from auth): these tests run
// levels beside both, on organizations' test stack.
import {
  addTeacher,
  createClass,
  PASSWORD,
  registerSchool,
  signUp,
  startStack as startOrganizationsStack,
  unique,
  type Stack as OrganizationsStack,
} from '../../organizations/test/stack';
import { LevelsAppModule } from '../src/app.module';
import { withEnv } from './stack';

/** Every caller the levels service tells apart. */
export type Role =
  'anonymous' | 'parent' | 'parentStudent' | 'orgStudent' | 'teacher' | 'admin' | 'otherAdmin';
export const ROLES: Role[] = [
  'anonymous',
  'parent',
  'parentStudent',
  'orgStudent',
  'teacher',
  'admin',
  'otherAdmin',
];

export interface OrgStack {
  stack: OrganizationsStack;
  levels: NestFastifyApplication;
  /** A fresh visitor on all three services. */
  browser: () => TestBrowser;
  close: () => Promise<void>;
}

export async function startOrgStack(): Promise<OrgStack> {
  const stack = await startOrganizationsStack();
  const authUrl = await stack.auth.getUrl();
  // Nothing is replayed in these tests: one replay worker is plenty.
  const levels = await withEnv({ REPLAY_POOL_SIZE: '1' }, () =>
    createServiceApp(
      LevelsAppModule.forRoot(stack.config, {
        paymentsUrl: stack.payments.url,
        authUrl,
        entitlementsCacheMs: 0,
      }),
      { name: 'levels' },
    ),
  );
  const browser = () =>
    new TestBrowser([
      { app: stack.organizations, prefixes: ['/api/organization'] },
      { app: levels, prefixes: ['/api/level', '/api/credit'] },
      { app: stack.auth, prefixes: ['/'] },
    ]);
  return {
    stack,
    levels,
    browser,
    close: async () => {
      await levels.close();
      await stack.close();
    },
  };
}

/** Reads until `done` holds: levels learns students and classes from events. */
export { eventually as until } from '@pylands/common/testing';

export interface Cast {
  browsers: Record<Role, TestBrowser>;
  classId: string;
  orgStudent: OrganizationStudent;
  child: Student;
}

/** A browser on all three services with another browser's session. */
function on(org: OrgStack, browser: TestBrowser): TestBrowser {
  const all = org.browser();
  all.session = browser.session;
  return all;
}

export interface SchoolClass {
  school: Awaited<ReturnType<typeof registerSchool>>;
  /** The class's teacher, on all three services. */
  teacher: TestBrowser;
  classId: string;
  orgStudent: OrganizationStudent;
  /** The class's student, logged in. */
  kid: TestBrowser;
}

/** A new school whose teacher has a class with the given rules and one student, logged in. */
export async function schoolClass(
  org: OrgStack,
  rules: Partial<{
    name: string;
    unlocked_chapters: (number | string)[];
    no_skip: boolean;
    quiz: boolean;
  }> = {},
): Promise<SchoolClass> {
  const school = await registerSchool(org.stack);
  const { browser: teacher } = await addTeacher(org.stack, school);
  const klass = await createClass(teacher, rules);
  const username = unique('pupil');
  const orgStudent = (
    await teacher.post<OrganizationStudent>(P.students, { username, password: PASSWORD, class_id: klass.id })
  ).body;
  const kid = org.browser();
  await kid.post(P.loginOrg, { organization_slug: school.organization.slug, username, password: PASSWORD });
  return { school, teacher: on(org, teacher), classId: klass.id, orgStudent, kid };
}

/** A schoolClass with the given rules, once levels knows the class and its student (from organizations' events). */
export async function knownSchoolClass(
  org: OrgStack,
  rules: Parameters<typeof schoolClass>[1],
): Promise<SchoolClass> {
  const setUp = await schoolClass(org, rules);
  await eventually(
    () => setUp.teacher.get<CompletionReport>(REPORT_PATHS.orgCompletion('python', setUp.classId)),
    (response) => response.status === 200 && response.body.students.length === 1,
  );
  return setUp;
}

/** One caller of each role: a school with a teacher, a class and its student; a family; another school. */
export async function castOf(org: OrgStack): Promise<Cast> {
  const {
    school,
    teacher,
    classId,
    orgStudent,
    kid: orgKid,
  } = await schoolClass(org, {
    name: 'Matrix class',
  });
  const other = await registerSchool(org.stack);
  const parent = org.browser();
  const { email } = await signUp(parent);
  const child = (await parent.post<Student>(API_PATHS.profile.students, { username: unique('kid') })).body;
  const parentStudent = org.browser();
  await parentStudent.post(API_PATHS.auth.login, { email, password: PASSWORD });
  await parentStudent.post(API_PATHS.auth.chooseStudent(child.id));
  return {
    browsers: {
      anonymous: org.browser(),
      parent,
      parentStudent,
      orgStudent: orgKid,
      teacher,
      admin: on(org, school.admin),
      otherAdmin: on(org, other.admin),
    },
    classId,
    orgStudent,
    child,
  };
}

/** Waits until levels has heard of the cast's child's parent and of its class (from events). */
export async function castKnown(cast: Cast): Promise<void> {
  await eventually(
    () => cast.browsers.parent.get(API_PATHS.level.course('python', cast.child.id)),
    (response) => response.status === 200,
  );
  await eventually(
    () => cast.browsers.teacher.get(API_PATHS.level.course('python', cast.orgStudent.id)),
    (response) => response.status === 200,
  );
}

/** Another family: a parent with their own child chosen. */
export async function anotherFamily(org: OrgStack): Promise<TestBrowser> {
  const parent = org.browser();
  await signUp(parent);
  const child = (await parent.post<Student>(API_PATHS.profile.students, { username: unique('kid') })).body;
  await parent.post(API_PATHS.auth.chooseStudent(child.id));
  return parent;
}

/** A platform staff account, signed in afresh after the flag is set (as staff would). */
export async function platformStaff(org: OrgStack): Promise<TestBrowser> {
  const browser = org.browser();
  const { email } = await signUp(browser);
  if (!(await setStaff(org.stack.auth.get(DataSource), email, true))) throw new Error('staff flag not set');
  const staff = org.browser();
  await staff.post(API_PATHS.auth.login, { email, password: PASSWORD });
  return staff;
}

/** One row of a role × endpoint matrix: a call, and the status expected for each role in ROLES order. */
export type MatrixRow = [string, (browser: TestBrowser) => Promise<{ status: number }>, number[]];

/** Each row's call by every role of the cast, compared with the row's statuses (named by role). */
export function describeRoleMatrix(
  title: string,
  rows: MatrixRow[],
  cast: () => Cast,
  timeoutMs: number,
): void {
  describe(title, () => {
    it.each(rows)(
      '%s',
      async (_name, call, expected) => {
        const actual: number[] = [];
        for (const role of ROLES) actual.push((await call(cast().browsers[role])).status);
        expect(Object.fromEntries(ROLES.map((role, i) => [role, actual[i]]))).toEqual(
          Object.fromEntries(ROLES.map((role, i) => [role, expected[i]])),
        );
      },
      timeoutMs,
    );
  });
}

/**
 * For a file of role tests: the stacks and the cast start before its tests, once levels has heard of
 * the child's parent and of the class (events), and stop after them. Returns the cast's getter.
 */
export function useCast(): () => Cast {
  let org: OrgStack | undefined;
  let cast: Cast | undefined;
  beforeAll(async () => {
    org = await startOrgStack();
    const ready = await castOf(org);
    await castKnown(ready);
    cast = ready;
  });
  afterAll(async () => {
    await org?.close();
  });
  return () => {
    if (!cast) throw new Error('the cast is not ready');
    return cast;
  };
}
