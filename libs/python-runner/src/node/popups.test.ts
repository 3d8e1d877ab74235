import { getLevel } from '@pylands/content';
import type { LevelDefinition } from '@pylands/game-engine';
import type { PopupRequest } from '../protocol/run-types';
import { signField } from '../testing/levels';
import { createNodeRunner, type NodeRunner } from './node-runner';

// Popups through a real Pyodide worker thread: what Python gets back and what the page is shown.
let runner: NodeRunner;

beforeAll(async () => {
  runner = createNodeRunner();
  await runner.ready;
});

afterAll(() => runner.close());

/** Runs a program answering every question with `answer`, and records the popups the page saw. */
async function runWithPopups(code: string, level: LevelDefinition, answer = true) {
  const popups: PopupRequest[] = [];
  const off = runner.onPopup((popup) => {
    popups.push(popup);
    return popup.kind === 'question' ? answer : null;
  });
  try {
    return { result: await runner.run({ code, level }), popups };
  } finally {
    off();
  }
}

function contentLevel(slug: string): LevelDefinition & { solution: string; solutionAnswers?: boolean[] } {
  const level = getLevel('python', slug);
  if (!level) throw new Error(`content level ${slug} is missing`);
  return level;
}

describe('popup return values', () => {
  it('read() returns the text of the sign read, and the popup shows it', async () => {
    const { result, popups } = await runWithPopups(
      'from player import *\nmove_forward()\nsign = read()\nlength = len(sign)\n',
      signField('go left'),
    );
    expect(result.error).toBeUndefined();
    expect(result.variables).toMatchObject({ sign: 'go left', length: 7 });
    expect(popups.map((p) => [p.kind, p.text, p.line])).toEqual([['read', 'go left', 3]]);
  });

  it('question() returns the boolean answer', async () => {
    const code = 'from player import *\nok = question("Open?")\nkind = type(ok).__name__\n';
    const yes = await runWithPopups(code, signField('x'), true);
    const no = await runWithPopups(code, signField('x'), false);
    expect(yes.result.variables).toMatchObject({ ok: true, kind: 'bool' });
    expect(no.result.variables).toMatchObject({ ok: false, kind: 'bool' });
  });

  it('write() and display() return None', async () => {
    const { result, popups } = await runWithPopups(
      'from player import *\nw = write("Hello")\nmove_forward()\nd = display("Apples")\nnone = [w is None, d is None]\n',
      signField('board'),
    );
    expect(result.error).toBeUndefined();
    expect(result.variables.none).toEqual([true, true]);
    expect(popups.map((p) => [p.kind, p.text])).toEqual([
      ['write', 'Hello'],
      ['display', 'Apples'],
    ]);
  });
});

describe('popup events', () => {
  it('carries the events applied before the popup, so the page can animate up to it', async () => {
    const { result, popups } = await runWithPopups(
      'from player import *\nmove_forward()\nturn_left()\nturn_right()\nif question("Read it?"):\n    read()\nturn_left()\n',
      signField('hi'),
    );
    const commands = (popup: PopupRequest) => popup.events.map((e) => e.command);
    expect(popups.map((p) => p.kind)).toEqual(['question', 'read']);
    // The question's own event needs the answer first, so it follows the popup.
    expect(commands(popups[0])).toEqual(['move_forward', 'turn_left', 'turn_right']);
    expect(commands(popups[1])).toEqual(['move_forward', 'turn_left', 'turn_right', 'question', 'read']);
    expect(popups[1].events[4].text).toBe('hi');
    // The popup's events are the run's own, as the result reports them afterwards.
    expect(result.events.slice(0, 5)).toEqual(popups[1].events);
    expect(popups[0].events[0].to).toMatchObject({ x: 2, y: 3 });
  });
});

describe('content levels with popups', () => {
  it('conditions-level2: the solution reads the sign and completes the level', async () => {
    const level = contentLevel('conditions-level2');
    const { result, popups } = await runWithPopups(level.solution, level);
    expect(result.error).toBeUndefined();
    expect(result.variables.sign).toBe('left');
    expect(popups.map((p) => p.kind)).toEqual(['read']);
    expect(result.completion.complete).toBe(true);
  });

  it('conditions-level2: the same solution fails when the sign says otherwise', async () => {
    const level = contentLevel('conditions-level2');
    const items = level.items.map((item) => (item.type === 'sign' ? { ...item, data: 'right' } : item));
    const { result } = await runWithPopups(level.solution, { ...level, items });
    expect(result.variables.sign).toBe('right');
    expect(result.completion.complete).toBe(false);
  });

  it('conditions-level1: the solution completes with the level answers, not with the opposite', async () => {
    const level = contentLevel('conditions-level1');
    expect(level.solutionAnswers).toEqual([true]);
    const solved = await runner.run({ code: level.solution, level, answers: level.solutionAnswers });
    expect(solved.error).toBeUndefined();
    expect(solved.answers).toEqual(level.solutionAnswers);
    expect(solved.completion.complete).toBe(true);
    const refused = await runner.run({ code: level.solution, level, answers: [false] });
    expect(refused.completion.complete).toBe(false);
  });

  it('replays recorded answers in order, and a list of question answers only as well', async () => {
    const code = 'from player import *\nmove_forward(2)\nsign = read()\nyes = question("Open?")\n';
    const recorded = await runner.run({ code, level: signField('Hi'), answers: [null, false] });
    expect(recorded.variables).toMatchObject({ sign: 'Hi', yes: false });
    expect(recorded.answers).toEqual([null, false]);
    const questionsOnly = await runner.run({ code, level: signField('Hi'), answers: [false] });
    expect(questionsOnly.variables).toMatchObject({ sign: 'Hi', yes: false });
    expect(questionsOnly.answers).toEqual([null, false]);
  });

  it('write, read, question and display can be awaited: in async functions run by asyncio.run, and at the top level', async () => {
    const inMain = `from player import *
import asyncio

async def main():
    global sign, yes
    move_forward(2)
    sign = await read()
    await asyncio.sleep(1)
    yes = await question("Open?")
    await write("Hello " + sign)
    await display(sign)

asyncio.run(main())
`;
    const awaited = await runWithPopups(inMain, signField('Hi'));
    expect(awaited.result.error).toBeUndefined();
    expect(awaited.result.variables).toMatchObject({ sign: 'Hi', yes: true });
    expect(awaited.popups.map((p) => [p.kind, p.text])).toEqual([
      ['read', 'Hi'],
      ['question', 'Open?'],
      ['write', 'Hello Hi'],
      ['display', 'Hi'],
    ]);
    const topLevel = await runWithPopups(
      'from player import *\nmove_forward(2)\nsign = await read()\nno = await question("Open?")\n',
      signField('Hi'),
      false,
    );
    expect(topLevel.result.error).toBeUndefined();
    expect(topLevel.result.variables).toMatchObject({ sign: 'Hi', no: false });
  });

  it('inside an async function a call without await still reads as the plain answer', async () => {
    const code = `from player import *
import asyncio

async def main():
    global shown
    move_forward(2)
    sign = read()
    yes = question("?")
    shown = [sign == 'Hi', bool(yes), repr(yes)]

asyncio.run(main())
`;
    const { result } = await runWithPopups(code, signField('Hi'));
    expect(result.error).toBeUndefined();
    expect(result.variables).toMatchObject({ shown: [true, true, 'True'] });
  });
});
