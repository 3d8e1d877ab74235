import { serviceSecret } from '@pylands/common';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  INTERNAL_ORGANIZATION_PATHS,
  ORGANIZATION_PATHS,
  SERVICE_SECRET_HEADER,
  type OrganizationStudent,
} from '@pylands/contracts';
import { PASSWORD, registerSchool, signUp, startStack, unique, type Stack } from './stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack.close();
});

/** auth's internal routes change accounts: only a caller holding the service secret gets in. */
describe("auth's internal organization-members routes", () => {
  const call = (secret?: string) =>
    stack.auth.inject({
      method: 'POST',
      url: '/internal/organization-members/usernames',
      headers: {
        'content-type': 'application/json',
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(secret === undefined ? {} : { [SERVICE_SECRET_HEADER]: secret }),
      },
      payload: JSON.stringify({
        organization_id: '00000000-0000-4000-8000-000000000000',
        usernames: ['kim'],
      }),
    });

  it('refuse callers without the secret or with a wrong one (401), and answer the service', async () => {
    expect((await call()).statusCode).toBe(401);
    expect((await call('x'.repeat(43))).statusCode).toBe(401);
    expect((await call('')).statusCode).toBe(401);
    const answer = await call(serviceSecret(stack.config));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ taken: [] });
  });

  it('are not reachable with a session cookie alone', async () => {
    const browser = stack.browser();
    await signUp(browser);
    const response = await browser.request('POST', '/internal/organization-members/staff', {
      body: {
        organization_id: '00000000-0000-4000-8000-000000000000',
        email: 'x@example.com',
        password: 'long enough',
        user_type: 2,
      },
    });
    expect(response.status).toBe(401);
  });
});

/** organizations' internal routes: auth's class sign-up and the assistant settings other services read. */
describe("organizations' internal organization-students routes", () => {
  const assistant = (studentId: string, secret?: string) =>
    stack.organizations.inject({
      method: 'GET',
      url: INTERNAL_ORGANIZATION_PATHS.studentAssistant(studentId),
      headers: secret === undefined ? {} : { [SERVICE_SECRET_HEADER]: secret },
    });

  it("answer an organization student's assistant settings to a service, 404 for anyone else, 401 without the secret", async () => {
    const school = await registerSchool(stack);
    const created = await school.admin.post<OrganizationStudent>(ORGANIZATION_PATHS.students, {
      username: unique('tipper'),
      password: PASSWORD,
      assistant_enabled: false,
      assistant_attempt_limit: 3,
    });
    expect(created.status).toBe(201);
    const secret = serviceSecret(stack.config);
    const answer = await assistant(created.body.id, secret);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      student_id: created.body.id,
      organization_id: school.organization.id,
      assistant_enabled: false,
      assistant_attempt_limit: 3,
    });
    // A change by the admin is what the next read answers.
    await school.admin.put(ORGANIZATION_PATHS.student(created.body.id), {
      assistant_enabled: true,
      assistant_attempt_limit: null,
    });
    expect((await assistant(created.body.id, secret)).json()).toMatchObject({
      assistant_enabled: true,
      assistant_attempt_limit: null,
    });
    expect((await assistant('00000000-0000-4000-8000-000000000000', secret)).statusCode).toBe(404);
    expect((await assistant('not-a-uuid', secret)).statusCode).toBe(400);
    expect((await assistant(created.body.id)).statusCode).toBe(401);
    expect((await assistant(created.body.id, 'x'.repeat(43))).statusCode).toBe(401);
  });

  it('class-signup refuses callers without the secret', async () => {
    const response = await stack.organizations.inject({
      method: 'POST',
      url: INTERNAL_ORGANIZATION_PATHS.classSignup,
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload: JSON.stringify({ token: 'x'.repeat(20), username: 'kim12', password: PASSWORD }),
    });
    expect(response.statusCode).toBe(401);
  });
});
