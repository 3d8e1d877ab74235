import type { RunResult } from '@pylands/python-runner/browser';
import { errorDialogOf, ruleHeadline } from './run-dialog';

function failed(error: RunResult['error']): RunResult {
  return { error } as RunResult;
}

describe('errorDialogOf', () => {
  it('a game rule error is the rule message itself, with its line', () => {
    const message =
      'Wrong way, you bumped into a wall. Use turn_left() or turn_right() to face an open path, then move_forward() again.';
    expect(errorDialogOf(failed({ key: 'move.wall', message, line: 3, trace: 'Traceback ...' }))).toEqual({
      kind: 'error',
      cause: 'rule',
      message,
      trace: 'Traceback ...',
      line: 3,
      key: 'move.wall',
    });
  });

  it("a Python error is the trace's last line, keeping the whole trace for Details", () => {
    const trace =
      'Traceback (most recent call last):\n  File "<exec>", line 4, in walk\nNameError: name \'x\' is not defined\n';
    expect(errorDialogOf(failed({ message: 'NameError', line: 4, trace }))).toEqual({
      kind: 'error',
      cause: 'python',
      message: "NameError: name 'x' is not defined",
      trace,
      line: 4,
    });
  });
});

describe('ruleHeadline', () => {
  it('is the first sentence: the named message without its guidance', () => {
    expect(
      ruleHeadline(
        'Wrong way, you bumped into a wall. Use turn_left() or turn_right() to face an open path, then move_forward() again.',
      ),
    ).toBe('Wrong way, you bumped into a wall.');
  });

  it('ends at a Chinese or Japanese full stop, which has no space after it', () => {
    expect(ruleHeadline('走错路了，你撞到墙了。用 turn_left() 转向。')).toBe('走错路了，你撞到墙了。');
  });

  it('is the whole message when it is one sentence, even with dots inside it', () => {
    expect(ruleHeadline('move_forward() needs a whole number of steps, like move_forward(3).')).toBe(
      'move_forward() needs a whole number of steps, like move_forward(3).',
    );
    expect(ruleHeadline('You can not push the object further in this direction.')).toBe(
      'You can not push the object further in this direction.',
    );
  });
});
