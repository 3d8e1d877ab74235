import { Client } from 'pg';
import {
  API_PATHS,
  ORGANIZATION_PATHS as P,
  USER_SEARCH_PATHS as S,
  type UserSearchResponse,
} from '@pylands/contracts';
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

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack.close();
});

describe('user/search and the student username check for staff', () => {
  it('answers staff of the organization, platform staff for any organization, and nobody else', async () => {
    const school = await registerSchool(stack);
    const other = await registerSchool(stack);
    const { teacher, browser: teacherBrowser } = await addTeacher(stack, school);
    const klass = await createClass(teacherBrowser);
    const username = unique('searchable');
    await teacherBrowser.post(P.students, { username, password: PASSWORD, class_id: klass.id });
    await other.admin.post(P.students, { username: unique('elsewhere'), password: PASSWORD });

    const emails = await teacherBrowser.get<UserSearchResponse>(S.emails('@example'));
    expect(emails.status).toBe(200);
    expect(emails.body.results.map((r) => r.label).sort()).toEqual([school.adminEmail, teacher.email].sort());
    const usernames = await school.admin.get<UserSearchResponse>(
      S.studentUsernames('SEARCH', school.organization.id),
    );
    expect(usernames.body.results.map((r) => r.label)).toEqual([username]);
    // Wildcards are searched for, not obeyed.
    expect((await school.admin.get<UserSearchResponse>(S.studentUsernames('%'))).body.results).toEqual([]);

    expect((await teacherBrowser.get(S.emails('a', other.organization.id))).status).toBe(403);
    expect((await teacherBrowser.get(S.organizations('green'))).status).toBe(403);
    const parent = stack.browser();
    await signUp(parent);
    expect((await parent.get(S.emails('a'))).status).toBe(403);
    expect((await stack.browser().get(S.emails('a'))).status).toBe(401);
    expect((await teacherBrowser.get(S.emails('a', 'not-a-uuid'))).status).toBe(422);

    // Platform staff (users.is_staff, set by the CLI) search every organization.
    const staff = stack.browser();
    const { email } = await signUp(staff);
    const client = new Client({ connectionString: stack.config.databaseUrl });
    await client.connect();
    await client.query(`UPDATE "auth"."users" SET "is_staff" = true WHERE "email" = $1`, [email]);
    await client.end();
    const found = await staff.get<UserSearchResponse>(S.organizations(school.organization.slug));
    expect(found.status).toBe(200);
    expect(found.body.results).toEqual([
      { id: school.organization.id, label: `Green Hill School (${school.organization.slug})` },
    ]);
    expect(
      (await staff.get<UserSearchResponse>(S.studentUsernames('', other.organization.id))).body.results,
    ).toHaveLength(1);

    // profile/check-student-username-exists: teachers and admins check their organization's usernames.
    const check = (browser = teacherBrowser, name = username, organizationId?: string) =>
      browser.get<{ exists: boolean }>(API_PATHS.profile.checkStudentUsernameExists(name, organizationId));
    expect((await check()).body).toEqual({ exists: true });
    expect((await check(teacherBrowser, username.toUpperCase(), school.organization.id)).body).toEqual({
      exists: true,
    });
    expect((await check(teacherBrowser, unique('free'))).body).toEqual({ exists: false });
    expect((await check(other.admin, username)).body).toEqual({ exists: false });
    expect((await check(teacherBrowser, username, other.organization.id)).status).toBe(403);
    expect((await check(stack.browser())).status).toBe(401);
  });
});
