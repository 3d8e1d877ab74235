import { AbortedError, ApiError, ContractError } from '../../../shared-ui/src/api/api-error';
import { awardFailure, settled } from './award-failure';

const apiError = (status: number) => new ApiError(status, 'Error', { statusCode: status, message: 'x' });

describe('what an awards page says when its data cannot be shown', () => {
  it('asks to log in on 401, refuses on 403, says unknown on 404 and offers a retry otherwise', () => {
    expect([401, 403, 404, 500, 503].map((status) => awardFailure(apiError(status)))).toEqual([
      'signIn',
      'forbidden',
      'notFound',
      'failed',
      'failed',
    ]);
    expect(awardFailure(new TypeError('Failed to fetch'))).toBe('failed');
  });

  it('treats an answer that breaks the contract as a failure to retry, whatever its status', () => {
    const broken = new ContractError('/api/level/badges/x', 200, 'OK', { message: 'hi' }, []);
    expect(awardFailure(broken)).toBe('failed');
  });

  it('keeps the current state when the page cancelled the request', () => {
    expect(settled({ error: new AbortedError() })).toBeNull();
    expect(settled({ error: apiError(403) })).toEqual({ status: 'failed', failure: 'forbidden' });
    expect(settled({ data: 7 })).toEqual({ status: 'loaded', data: 7 });
  });
});
