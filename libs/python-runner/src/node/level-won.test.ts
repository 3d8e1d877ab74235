import { useWarmRunner } from '../testing/warm-runner';
import { flagField } from '../testing/levels';

// Doc 2 §4: when the last goal is met the level is complete and the command queue is cleared, so
// whatever the program would do next never runs. One warm runner (real Pyodide) for this file.
const runner = useWarmRunner();

const WIN = 'from player import *\nmove_forward(2)\n';

describe('a level is won the moment its goals are met', () => {
  it.each([
    ['a move into the wall', 'move_forward(10)\n'],
    ['a typo', 'move_forwrd(1)\n'],
    ['a runaway loop', 'while True:\n    pass\n'],
    ['a crash', 'print(1 / 0)\n'],
  ])('completes a program whose next line is %s', async (_why, rest) => {
    const result = await runner().run({ code: WIN + rest, level: flagField(), timeoutMs: 5000 });
    expect(result.completion).toEqual({ complete: true });
    expect(result.error).toBeUndefined();
    expect(result.timedOut).toBe(false);
    expect(result.events.map((e) => e.line)).toEqual([2]);
  });

  it('stops the script at the winning command: later prints never happen', async () => {
    const result = await runner().run({ code: WIN + 'print("after")\n', level: flagField() });
    expect(result.completion.complete).toBe(true);
    expect(result.output).not.toContain('after');
  });

  it('still fails a program that breaks a rule before the goal, with its message and line', async () => {
    const code = 'from player import *\nturn_left()\nmove_forward(5)\nturn_right()\nmove_forward(2)\n';
    const result = await runner().run({ code, level: flagField() });
    expect(result.completion.complete).toBe(false);
    expect(result.error?.key).toBe('move.wall');
    expect(result.error?.line).toBe(3);
  });

  it('checks an assign goal with the variables at the winning moment', async () => {
    const level = flagField([
      { type: 'apple', action: 'assign', variable: 'apples', depends: { type: 'apple', count: 3 } },
    ]);
    const early = await runner().run({
      code: 'from player import *\napples = 3\nmove_forward(2)\nmove_forward(9)\n',
      level,
    });
    expect(early.completion).toEqual({ complete: true });
    expect(early.variables.apples).toBe(3);

    // Met goals with the variable still wrong: play goes on, and a later wall fails the run.
    const late = await runner().run({
      code: 'from player import *\nmove_forward(2)\nmove_forward(9)\napples = 3\n',
      level,
    });
    expect(late.completion.complete).toBe(false);
    expect(late.error?.key).toBe('move.wall');
  });

  it('cannot be talked out of the win by catching the stop', async () => {
    const code = `from player import *
try:
    move_forward(2)
except BaseException:
    pass
turn_left()
move_forward(9)
`;
    const result = await runner().run({ code, level: flagField() });
    expect(result.completion.complete).toBe(true);
    expect(result.events).toHaveLength(1);
  });
});
