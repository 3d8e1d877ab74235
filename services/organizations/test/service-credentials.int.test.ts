import { serviceSecret } from '@pylands/common';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SERVICE_SECRET_HEADER } from '@pylands/contracts';
import { signUp, startStack, type Stack } from './stack';

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
