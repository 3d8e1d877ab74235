/**
 * @jest-environment node
 */
import { authApi, profileApi } from './account-api';
import { ApiError, ContractError } from './api-error';
import { answer } from './answering-server';

const user = {
  user_id: 'u1',
  email: 'ann@example.com',
  student_id: null,
  is_student: false,
  organization_id: null,
  user_details: { user_type: 0 },
  student_details: null,
  class_details: null,
};

describe('typed account client', () => {
  it('calls the contract paths with the CSRF header and parses the answer', async () => {
    const { calls } = answer(200, user);
    expect(await authApi.login({ email: 'ann@example.com', password: 'secret123' })).toEqual(user);
    expect(calls[0].url).toBe('http://localhost:8080/api/auth/login');
    expect(calls[0].init.method).toBe('POST');
    expect((calls[0].init.headers as Record<string, string>)['X-Requested-With']).toBe('pylands');
  });

  it('puts query parameters of the spec in the URL', async () => {
    const { calls } = answer(200, { ok: true });
    await authApi.forgotPassword('a+b@example.com');
    expect(calls[0].url).toBe('http://localhost:8080/api/auth/forgot-password?email=a%2Bb%40example.com');
  });

  it('fails loudly when the server answers something the contract does not allow', async () => {
    answer(200, { ...user, user_details: { user_type: 'parent' } });
    await expect(authApi.current()).rejects.toBeInstanceOf(ContractError);
    answer(200, [{ id: 1 }]);
    await expect(profileApi.students()).rejects.toThrow(
      'The answer of /api/profile/students does not match its contract',
    );
  });

  it('keeps the status and the server message of an error', async () => {
    answer(409, { statusCode: 409, message: 'An account with this email already exists', error: 'Conflict' });
    const error = await authApi.sendSignupLink('ann@example.com').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).detail).toBe('An account with this email already exists');
  });
});
