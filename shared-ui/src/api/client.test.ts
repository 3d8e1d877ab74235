/**
 * @jest-environment node
 */
import { ApiError, ContractError } from './api-error';
import { levelApi } from './level-api';
import { paymentApi } from './payment-api';

function answer(status: number, body: string): void {
  (globalThis as { window?: unknown }).window = { location: { origin: 'http://localhost:8080' } };
  globalThis.fetch = (async () =>
    new Response(body, { status, statusText: status === 200 ? 'OK' : 'Error' })) as typeof fetch;
}

const json = (status: number, body: unknown) => answer(status, JSON.stringify(body));

async function failure(call: Promise<unknown>): Promise<ContractError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContractError);
  return error as ContractError;
}

describe('answers parsed with their contract', () => {
  it('gives the parsed answer when it matches', async () => {
    json(200, { execution_type: 'level', counter: 3, extra: 'dropped' });
    expect(await levelApi.credit('level')).toEqual({ execution_type: 'level', counter: 3 });
    json(200, { subscription: { tier: 'parent', plan_name: 'monthly' }, courses: ['python'] });
    expect(await paymentApi.currentPlan()).toEqual({
      subscription: { tier: 'parent', plan_name: 'monthly' },
      courses: ['python'],
    });
  });

  it('takes either answer of level/update: a student’s record or an anonymous run start', async () => {
    const start = {
      last_status: 'in_progress',
      last_code_executed: '',
      level_slug: 'intro-level1',
      course_id: 'python',
    } as const;
    json(200, { saved: false, execution_type: 'level', counter: 4 });
    expect(await levelApi.update(start)).toEqual({ saved: false, execution_type: 'level', counter: 4 });
    json(200, { saved: true, counter: 4 });
    await failure(levelApi.update(start));
  });

  it('turns a malformed answer into an ApiError naming the call and the field', async () => {
    json(200, { execution_type: 'level', counter: 'three' });
    const error = await failure(levelApi.credit('level'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(200);
    expect(error.message).toMatch(
      /^The answer of \/api\/credit\/level does not match its contract \(counter: /,
    );
    // The body is not read as a server message: no notice shows a malformed answer's text.
    expect(error.detail).toBeUndefined();
  });

  it('names the path without its query, and the missing fields of a level', async () => {
    json(200, { slug: 'intro-level1', name: 'Level 1', message: 'not a level' });
    const error = await failure(levelApi.data('python', 'intro-level1', 'u1'));
    expect(error.path).toBe('/api/level/data/python/intro-level1');
    expect(error.message).toContain('chapter_id');
  });

  it('refuses an answer that is not JSON at all', async () => {
    answer(200, '<html>gateway page</html>');
    const error = await failure(levelApi.course('python'));
    expect(error.body).toBe('<html>gateway page</html>');
    expect(error.message).toContain('(answer): ');
  });

  it('refuses a plan whose tier is not one the contract knows', async () => {
    json(200, { subscription: { tier: 'family' }, courses: [] });
    const error = await failure(paymentApi.currentPlan());
    expect(error.message).toContain('subscription.tier');
  });

  it('keeps a failed status an ApiError with the server message, not a contract error', async () => {
    json(403, { statusCode: 403, message: 'You’ve used all your attempts for the day.' });
    const error = await levelApi
      .update({
        last_status: 'in_progress',
        last_code_executed: '',
        level_slug: 'intro-level1',
        course_id: 'python',
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ContractError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).detail).toBe('You’ve used all your attempts for the day.');
  });
});
