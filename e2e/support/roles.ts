import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
} from '@playwright/test';
import { uniqueEmail } from './fixtures';
import { CSRF, PASSWORD } from './school';
import { markStaff } from './staff';

/** The eight kinds of caller of issue 24's matrix, in the order its tables list them. */
export const ROLES = [
  'anonymous',
  'parent',
  'parentStudent',
  'orgStudent',
  'teacher',
  'admin',
  'otherAdmin',
  'staff',
] as const;
export type Role = (typeof ROLES)[number];

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

/** The ids callers aim at: each role's own, and those of another family or school. */
export interface CastIds {
  parent: { userId: string; email: string; childId: string };
  school: {
    slug: string;
    organizationId: string;
    adminUserId: string;
    teacherUserId: string;
    classId: string;
    classToken: string;
    orgStudentId: string;
    orgStudentUserId: string;
  };
  otherSchool: { slug: string; organizationId: string; adminUserId: string };
  staff: { userId: string; email: string };
}

/** The eight identities: each signed-in role's cookies (none for a visitor) and the ids they own. */
export interface Cast {
  states: Record<Role, StorageState>;
  ids: CastIds;
}

const EMPTY_STATE: StorageState = { cookies: [], origins: [] };

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

function baseURL(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (global setup starts the stack)');
  return url;
}

/** A cookie jar of its own; dispose it once its storage state is kept. */
export function newCaller(storageState: StorageState = EMPTY_STATE): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: baseURL(), storageState, extraHTTPHeaders: CSRF });
}

/** Signs a new parent account up in `caller`'s jar. */
async function signUp(caller: APIRequestContext): Promise<{ userId: string; email: string }> {
  const email = uniqueEmail();
  const user = await ok<{ user_id: string }>(
    await caller.post('/api/auth/signup', { data: { email, password: PASSWORD } }),
    'sign-up',
  );
  return { userId: user.user_id, email };
}

/** A slug of lowercase letters and dashes, new each time. */
function schoolSlug(stem: string): string {
  const letters = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.replace(
    /\d/g,
    (d) => 'abcdefghij'[Number(d)],
  );
  return `${stem}-${letters}`;
}

async function registerSchool(caller: APIRequestContext, stem: string) {
  const { userId } = await signUp(caller);
  const slug = schoolSlug(stem);
  const organization = await ok<{ id: string }>(
    await caller.post('/api/organization/registration', { data: { name: 'Green Hill School', slug } }),
    'registering a school',
  );
  return { slug, organizationId: organization.id, adminUserId: userId };
}

async function loginOrg(slug: string, username: string): Promise<APIRequestContext> {
  const caller = await newCaller();
  await ok(
    await caller.post('/api/auth/login-org', {
      data: { organization_slug: slug, username, password: PASSWORD },
    }),
    `signing ${username} in at ${slug}`,
  );
  return caller;
}

/**
 * Creates the matrix's eight identities through the API, as users do: a parent with a child
 * student (the same account, once with the child chosen), a school with its admin, a teacher, a
 * class and a class student, another school's admin, and platform staff (the staff flag's CLI).
 */
export async function createCast(): Promise<Cast> {
  const callers: APIRequestContext[] = [];
  const caller = async () => {
    const made = await newCaller();
    callers.push(made);
    return made;
  };
  try {
    const parent = await caller();
    const parentAccount = await signUp(parent);
    const child = await ok<{ id: string }>(
      await parent.post('/api/profile/students', { data: { username: 'robin' } }),
      'adding a student',
    );
    const parentStudent = await caller();
    await ok(
      await parentStudent.post('/api/auth/login', {
        data: { email: parentAccount.email, password: PASSWORD },
      }),
      'parent login',
    );
    await ok(await parentStudent.post(`/api/auth/choose_student/${child.id}`), 'choosing the student');

    const admin = await caller();
    const school = await registerSchool(admin, 'matrix-school');
    const teacherEmail = uniqueEmail().replace('parent', 'teacher');
    const teacherAccount = await ok<{ id: string }>(
      await admin.post('/api/organization/teacher', {
        data: { email: teacherEmail, name: 'Ms Rivera', password: PASSWORD },
      }),
      'adding a teacher',
    );
    const teacher = await loginOrg(school.slug, teacherEmail);
    callers.push(teacher);
    const klass = await ok<{ id: string; signup_token: string }>(
      await teacher.post('/api/organization/classes', {
        data: { name: 'Class 4B', unlocked_chapters: [1, 2] },
      }),
      'creating a class',
    );
    const orgStudentAccount = await ok<{ id: string; user_id: string }>(
      await teacher.post('/api/organization/students', {
        data: { username: 'juniper', password: PASSWORD, class_id: klass.id },
      }),
      'adding a class student',
    );
    const orgStudent = await loginOrg(school.slug, 'juniper');
    callers.push(orgStudent);

    const otherAdmin = await caller();
    const otherSchool = await registerSchool(otherAdmin, 'matrix-other');

    const staff = await caller();
    const staffAccount = await signUp(staff);
    markStaff(staffAccount.email);

    // Levels hears of the class through events: wait until the teacher may read the student's progress.
    await expect
      .poll(
        async () =>
          (await teacher.get(`/api/level/course/python?student_id=${orgStudentAccount.id}`)).status(),
        {
          timeout: 30_000,
        },
      )
      .toBe(200);

    const states: Record<Role, StorageState> = {
      anonymous: EMPTY_STATE,
      parent: await parent.storageState(),
      parentStudent: await parentStudent.storageState(),
      orgStudent: await orgStudent.storageState(),
      teacher: await teacher.storageState(),
      admin: await admin.storageState(),
      otherAdmin: await otherAdmin.storageState(),
      staff: await staff.storageState(),
    };
    return {
      states,
      ids: {
        parent: { ...parentAccount, childId: child.id },
        school: {
          ...school,
          teacherUserId: teacherAccount.id,
          classId: klass.id,
          classToken: klass.signup_token,
          orgStudentId: orgStudentAccount.id,
          orgStudentUserId: orgStudentAccount.user_id,
        },
        otherSchool,
        staff: staffAccount,
      },
    };
  } finally {
    await Promise.all(callers.map((made) => made.dispose()));
  }
}

/**
 * A new identity of `role` for a call that ends its sessions or deletes its account: a family of
 * its own, a teacher or class student added to the cast's school, or a school of its own.
 */
export async function throwawayOf(role: Role, cast: Cast): Promise<StorageState> {
  if (role === 'anonymous') return EMPTY_STATE;
  const caller = await newCaller();
  try {
    if (role === 'parent' || role === 'parentStudent' || role === 'staff') {
      const account = await signUp(caller);
      if (role === 'staff') markStaff(account.email);
      if (role === 'parentStudent') {
        const child = await ok<{ id: string }>(
          await caller.post('/api/profile/students', { data: { username: 'robin' } }),
          'adding a student',
        );
        await ok(await caller.post(`/api/auth/choose_student/${child.id}`), 'choosing the student');
      }
      return await caller.storageState();
    }
    if (role === 'admin' || role === 'otherAdmin') {
      await registerSchool(caller, 'matrix-throwaway');
      return await caller.storageState();
    }
    const { slug, classId } = cast.ids.school;
    const username = role === 'teacher' ? uniqueEmail().replace('parent', 'teacher') : `pupil${Date.now()}`;
    const maker = await newCaller(cast.states[role === 'teacher' ? 'admin' : 'teacher']);
    try {
      const made =
        role === 'teacher'
          ? await maker.post('/api/organization/teacher', {
              data: { email: username, name: 'Mr Osei', password: PASSWORD },
            })
          : await maker.post('/api/organization/students', {
              data: { username, password: PASSWORD, class_id: classId },
            });
      await ok(made, `adding a throwaway ${role}`);
    } finally {
      await maker.dispose();
    }
    const member = await loginOrg(slug, username);
    try {
      return await member.storageState();
    } finally {
      await member.dispose();
    }
  } finally {
    await caller.dispose();
  }
}
