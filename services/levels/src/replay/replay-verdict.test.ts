import type { RunResult } from '@pylands/python-runner';
import { replayVerdict } from './replay-verdict';

const base: RunResult = {
  events: [],
  timedOut: false,
  variables: {},
  updatedConstants: [],
  completion: { complete: true },
  seed: 1,
  answers: [],
  output: '',
  durationMs: 10,
};

describe('replay verdict', () => {
  it('completes only when every goal is met without an error or time-out', () => {
    expect(replayVerdict(base)).toEqual({ complete: true });
    expect(replayVerdict({ ...base, timedOut: true })).toEqual({
      complete: false,
      reason: 'The program did not complete the level: it ran longer than 5 seconds and was stopped.',
    });
  });

  it('names the rule and the line that stopped the program', () => {
    const error = { message: 'Wrong way, you bumped into a wall.', line: 4, trace: '', key: 'move.wall' };
    expect(replayVerdict({ ...base, error })).toEqual({
      complete: false,
      reason: 'The program did not complete the level: Wrong way, you bumped into a wall. (line 4)',
    });
    expect(replayVerdict({ ...base, error: { ...error, line: null } })).toMatchObject({
      reason: 'The program did not complete the level: Wrong way, you bumped into a wall.',
    });
  });

  it('explains a run that ended short of the goals', () => {
    expect(replayVerdict({ ...base, completion: { complete: false } })).toMatchObject({
      reason: 'The program did not complete the level: not every goal of the level was reached.',
    });
    const failedCheck = { complete: false, error: { key: 'assign', message: 'The value of x is wrong.' } };
    expect(replayVerdict({ ...base, completion: failedCheck })).toMatchObject({
      reason: 'The program did not complete the level: The value of x is wrong.',
    });
  });
});
