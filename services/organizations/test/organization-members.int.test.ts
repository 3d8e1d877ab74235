import { serviceSecret } from '@pylands/common';
import {
  API_PATHS,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  ORGANIZATION_PATHS as P,
  SERVICE_SECRET_HEADER,
  type CurrentUser,
  type OrganizationStudent,
} from '@pylands/contracts';
import { addTeacher, createClass, PASSWORD, registerSchool, startStack, unique, type Stack } from './stack';

/**
 * Auth's side of organization members, each part through what its callers see: the copy of
 * organizations and classes the organizations service keeps current, student accounts, login-org.
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack.close();
});

const internal = (method: 'PUT' | 'POST', path: string, body: unknown) =>
  stack.auth.inject({
    method,
    url: `/internal/organization-members/${path}`,
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      [SERVICE_SECRET_HEADER]: serviceSecret(stack.config),
    },
    payload: JSON.stringify(body),
  });

describe("auth's copy of organizations and classes", () => {
  it('an organization under another id cannot take a slug in use: 409 with the message', async () => {
    const school = await registerSchool(stack);
    const answer = await internal('PUT', 'organizations/00000000-0000-4000-8000-000000000001', {
      slug: school.organization.slug,
      name: 'Copycat School',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: 'This address is already taken' });
  });

  it('a deleted class leaves its students in the school without class details', async () => {
    const school = await registerSchool(stack);
    const { browser: teacher } = await addTeacher(stack, school);
    const klass = await createClass(teacher, { name: 'Gone Soon' });
    const username = unique('kid');
    const created = await teacher.post<OrganizationStudent>(P.students, {
      username,
      password: PASSWORD,
      class_id: klass.id,
    });
    expect(created.status).toBe(201);
    const kid = stack.browser();
    const login = await kid.post<CurrentUser>(P.loginOrg, {
      organization_slug: school.organization.slug,
      username,
      password: PASSWORD,
    });
    expect(login.body.class_details).toMatchObject({ name: 'Gone Soon' });
    expect((await teacher.delete(P.class(klass.id))).status).toBe(200);
    const current = await kid.get<CurrentUser>(API_PATHS.auth.current);
    expect(current.status).toBe(200);
    expect(current.body.class_details).toBeNull();
  });
});

describe('organization student accounts', () => {
  it("the usernames route answers the taken ones in the caller's spelling, whatever the case", async () => {
    const school = await registerSchool(stack);
    const username = unique('kid');
    expect((await school.admin.post(P.students, { username, password: PASSWORD })).status).toBe(201);
    const answer = await internal('POST', 'usernames', {
      organization_id: school.organization.id,
      usernames: [username.toUpperCase(), unique('free')],
    });
    expect(answer.json()).toEqual({ taken: [username.toUpperCase()] });
  });
});

describe('login-org', () => {
  it('staff sign in by email with their own school, or with no school; another school or an unknown one is 401', async () => {
    const school = await registerSchool(stack);
    const other = await registerSchool(stack);
    const login = (organization_slug: string | undefined) =>
      stack.browser().post<CurrentUser & { message?: string }>(P.loginOrg, {
        ...(organization_slug === undefined ? {} : { organization_slug }),
        username: school.adminEmail,
        password: PASSWORD,
      });
    expect((await login(school.organization.slug.toUpperCase())).body).toMatchObject({
      organization_id: school.organization.id,
    });
    expect((await login(undefined)).status).toBe(200);
    for (const slug of [other.organization.slug, 'no-such-school']) {
      const refused = await login(slug);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('Incorrect username or password');
    }
  });

  it("a student without the school's address is told to use it (422)", async () => {
    const answer = await stack
      .browser()
      .post<{ message: string }>(P.loginOrg, { username: 'kim', password: PASSWORD });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/students sign in at their school's address/);
  });
});
