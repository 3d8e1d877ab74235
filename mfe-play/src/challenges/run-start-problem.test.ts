import { OUT_OF_ATTEMPTS_MESSAGE } from '@pylands/contracts';
import { ApiError } from '../../../shared-ui/src/api/api-error';
import { runStartProblem } from './run-start-problem';

describe('runStartProblem', () => {
  it('opens the out-of-attempts dialog on the day-limit 403', () => {
    const error = new ApiError(403, 'Forbidden', { detail: OUT_OF_ATTEMPTS_MESSAGE });
    expect(runStartProblem(error)).toEqual({ kind: 'out-of-attempts' });
  });

  it('shows another 403 in the server’s words instead of offering an upgrade', () => {
    const error = new ApiError(403, 'Forbidden', { detail: 'Please choose a student to play' });
    expect(runStartProblem(error)).toEqual({ kind: 'message', text: 'Please choose a student to play' });
  });

  it('treats 402 as a closed chapter', () => {
    expect(runStartProblem(new ApiError(402, 'Payment Required', {}))).toEqual({ kind: 'locked' });
  });

  it('has a generic line for a network failure', () => {
    expect(runStartProblem(new TypeError('Failed to fetch'))).toEqual({ kind: 'message', text: null });
  });
});
