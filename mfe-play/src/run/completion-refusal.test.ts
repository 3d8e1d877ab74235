import { ApiError } from '../../../shared-ui/src/api/api-error';
import { canRetry, completionRefusal } from './completion-refusal';

const apiError = (status: number, body?: unknown) => new ApiError(status, 'x', body);

describe('completion refusal', () => {
  it('keeps the 422 replay reason in the server’s own words', () => {
    expect(
      completionRefusal(apiError(422, { statusCode: 422, message: 'Wrong way, you bumped into a wall.' })),
    ).toEqual({ kind: 'rejected', reason: 'Wrong way, you bumped into a wall.' });
    expect(completionRefusal(apiError(422))).toEqual({ kind: 'rejected', reason: null });
  });

  it('tells throttled (429), busy (503), out of attempts (403) and other answers apart', () => {
    expect(completionRefusal(apiError(429)).kind).toBe('throttled');
    expect(completionRefusal(apiError(503)).kind).toBe('busy');
    expect(completionRefusal(apiError(403)).kind).toBe('out-of-attempts');
    expect(completionRefusal(apiError(500)).kind).toBe('failed');
  });

  it('treats a request without an answer as offline', () => {
    expect(completionRefusal(new TypeError('Failed to fetch')).kind).toBe('offline');
  });

  it('offers Retry only where trying again can help', () => {
    expect(canRetry({ kind: 'throttled' })).toBe(true);
    expect(canRetry({ kind: 'busy' })).toBe(true);
    expect(canRetry({ kind: 'offline' })).toBe(true);
    expect(canRetry({ kind: 'rejected', reason: 'x' })).toBe(false);
    expect(canRetry({ kind: 'out-of-attempts' })).toBe(false);
  });
});
