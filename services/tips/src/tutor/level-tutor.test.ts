import { getLevel } from '@pylands/content';
import { RunnerPool } from '@pylands/python-runner';
import type { LevelFacts } from './level-facts';
import { levelTip } from './level-tutor';
import { ReplayFacts } from './replay-facts';
import { unsafeTipReason } from '../providers/tip-safety';

/**
 * Real wrong programs on real levels, replayed in Pyodide as the tips worker does, with the line the
 * tip must point at and what it must say and suggest.
 */
interface Case {
  mistake: string;
  course?: string;
  slug: string;
  code: string;
  line: number;
  advice: RegExp;
  modify?: string;
  add?: string;
}

const P = 'from player import *\n\n';

const CASES: Case[] = [
  {
    mistake: 'too many steps',
    slug: 'intro-level1',
    code: `${P}move_forward(5)\n`,
    line: 3,
    advice: /too far/,
    modify: 'move_forward(4)',
  },
  {
    mistake: 'too few steps',
    slug: 'intro-level1',
    code: `${P}move_forward(2)\n`,
    line: 3,
    advice: /2 more steps/,
    modify: 'move_forward(4)',
  },
  {
    mistake: 'wrong turn',
    slug: 'intro-level2',
    code: `${P}move_forward(3)\nturn_left()\nmove_forward(4)\nturn_right()\nmove_forward(3)\n`,
    line: 4,
    advice: /other way/,
    modify: 'turn_right()',
  },
  {
    mistake: 'missing turn',
    slug: 'intro-level2',
    code: `${P}move_forward(3)\nmove_forward(4)\n`,
    line: 4,
    advice: /Turn before line 4/,
    add: 'turn_right()',
  },
  {
    mistake: 'missing collect',
    slug: 'intro-level3',
    code: `${P}move_forward(2)\nmove_forward(2)\ncollect("apple")\nturn_right()\nmove_forward(3)\n`,
    line: 4,
    advice: /pick up the apple/,
    add: 'collect("apple")',
  },
  {
    mistake: 'wrong item name',
    slug: 'intro-level3',
    code: `${P}move_forward(2)\ncollect("pear")\nmove_forward(2)\ncollect("apple")\n`,
    line: 4,
    advice: /item name on line 4/,
    modify: 'collect("apple")',
  },
  {
    mistake: 'item name without quotes',
    slug: 'intro-level3',
    code: `${P}move_forward(2)\ncollect(apple)\n`,
    line: 4,
    advice: /quotes/,
    modify: 'collect("apple")',
  },
  {
    mistake: 'wrong variable value',
    slug: 'operators-level1',
    code: `${P}steps = 2 * 3\nmove_forward(steps)\npush()\n`,
    line: 3,
    advice: /Which value should steps have/,
    modify: 'steps = 4',
  },
  {
    mistake: 'loop runs too few times',
    slug: 'loops-level1',
    code: `${P}for i in range(3):\n    move_forward(1)\n    collect("log")\nmove_forward(1)\nbuild("bridge")\n`,
    line: 3,
    advice: /runs 3 times.*4 times/,
    modify: 'for i in range(4):',
  },
  {
    mistake: 'indentation',
    slug: 'loops-level1',
    code: `${P}for i in range(4):\nmove_forward(1)\n    collect("log")\n`,
    line: 4,
    advice: /4 spaces/,
    modify: '    move_forward(1)',
  },
  {
    mistake: 'misspelt command',
    slug: 'intro-level1',
    code: `${P}move_forwad(4)\n`,
    line: 3,
    advice: /did you mean move_forward/,
    modify: 'move_forward(4)',
  },
  {
    mistake: 'misspelt Spanish command',
    slug: 'intro-level1',
    code: `${P}avanzr(4)\n`,
    line: 3,
    advice: /did you mean avanzar/,
    modify: 'avanzar(4)',
  },
  {
    mistake: 'misspelt turn',
    slug: 'intro-level2',
    code: `${P}move_forward(3)\nturn_rigth()\n`,
    line: 4,
    advice: /did you mean turn_right/,
    modify: 'turn_right()',
  },
  {
    mistake: 'wrong list for combine',
    slug: 'lists-level1',
    code: `${P}move_forward(2)\ncollect("grape")\nmove_forward(2)\ncollect("empty_jar")\nturn_right()\nmove_forward(2)\ncombine(["grape"])\n`,
    line: 9,
    advice: /value on line 9/,
    modify: 'combine(["grape", "empty_jar"])',
  },
  {
    mistake: 'question asked but the gate is not opened',
    slug: 'conditions-level1',
    code: `${P}move_forward(3)\nquestion("Is the gate closed?")\nmove_forward(2)\n`,
    line: 5,
    advice: /open\(\)/,
    add: 'open("gate")',
  },
  {
    mistake: 'program ends too early',
    slug: 'intro-level2',
    code: `${P}move_forward(3)\nturn_right()\n`,
    line: 5,
    advice: /walk 4 steps/,
    add: 'move_forward(4)',
  },
];

describe('the built-in tutor on real wrong programs', () => {
  let pool: RunnerPool;
  let replay: ReplayFacts;

  beforeAll(async () => {
    pool = new RunnerPool({ size: 2, isolation: 'thread', recycleAfterRun: false });
    await pool.ready();
    replay = new ReplayFacts(pool);
  }, 120_000);

  afterAll(() => pool.close());

  async function factsFor(c: Case): Promise<LevelFacts> {
    const level = getLevel(c.course ?? 'python', c.slug);
    if (!level) throw new Error(`no level ${c.slug}`);
    const [run, solution] = await Promise.all([replay.learner(level, c.code), replay.solution(level)]);
    expect(run.complete).toBe(false);
    return {
      level,
      code: c.code,
      error: {
        message: run.error?.message ?? null,
        key: run.error?.key ?? null,
        line: run.error?.line ?? null,
      },
      position: [0, 0],
      facing: [0, -1],
      run,
      solution,
    };
  }

  it.each(CASES)('$mistake ($slug): line $line', async (c) => {
    const facts = await factsFor(c);
    const tip = levelTip(facts, 1);
    expect({ line: tip.line_number, text: tip.text }).toEqual({
      line: c.line,
      text: expect.stringMatching(c.advice),
    });
    if (c.modify !== undefined) expect(tip.code_to_modify).toBe(c.modify);
    if (c.add !== undefined) expect(tip.code_to_add).toBe(c.add);
    expect(tip.is_code_sufficient).toBe(false);
    // One line changes, and the child is never shown the reference solution.
    expect(unsafeTipReason(tip, c.code, facts.level.solution)).toBeNull();
  });

  it.each(CASES)(
    'first tip on $slug ($mistake) asks a question and leaves the code to the child',
    async (c) => {
      const facts = await factsFor(c);
      const first = levelTip(facts, 0);
      const later = levelTip(facts, 1);
      expect(first.text).toMatch(/\?$/);
      // No answer in the text: neither the line to write nor the line as it should read.
      for (const answer of [later.code_to_add, later.code_to_modify].filter(Boolean))
        expect(first.text).not.toContain(answer.trim());
      // The editor's hint still points at the same line with the same edit; the bubble keeps the code back.
      expect({ ...first, text: later.text, teaches: undefined }).toEqual({ ...later, teaches: undefined });
      expect(first.teaches).toBe(true);
      expect(later.teaches).toBeUndefined();
      expect(first.text).not.toBe(later.text);
    },
  );

  it('on intro-level1, stopping short: first the problem and a question, then the code', async () => {
    const facts = await factsFor({
      mistake: 'no steps',
      slug: 'intro-level1',
      code: P,
      line: 3,
      advice: /./,
    });
    const first = levelTip(facts, 0);
    expect(first.text).toBe(
      'Your character stopped 4 steps too early. How many steps does it still need to walk? Which command moves it forward?',
    );
    expect(first.code_to_add).toBe('move_forward(4)');
    const second = levelTip(facts, 1);
    expect(second.text).toBe('Keep going: walk 4 steps next.');
    expect(second.code_to_add).toBe('move_forward(4)');
  });

  it('a fixed program, replayed, is what the tip says it becomes', async () => {
    const c = CASES[0];
    const tip = levelTip(await factsFor(c), 1);
    const level = getLevel('python', c.slug)!;
    expect((await replay.learner(level, tip.resulted_code)).complete).toBe(true);
  });

  it('without a replay, a bumped wall gets the open side from the position and facing', () => {
    const level = getLevel('python', 'intro-level2')!;
    // intro-level2: after 3 steps up from the start the path goes right.
    const start = level.start;
    const tip = levelTip(
      {
        level,
        code: `${P}move_forward(3)\nmove_forward(2)\n`,
        error: { message: 'Wrong way, you bumped into a wall.', key: 'move.wall', line: 4 },
        position: [start[0], start[1] - 3],
        facing: [0, -1],
      },
      1,
    );
    expect(tip.line_number).toBe(4);
    expect(tip.code_to_add).toBe('turn_right()');
  });

  it('without any error, the child is told to add the next step at the end', () => {
    const level = getLevel('python', 'intro-level1')!;
    const tip = levelTip(
      {
        level,
        code: P,
        error: { message: null, key: null, line: null },
        position: level.start,
        facing: [0, -1],
      },
      1,
    );
    expect(tip.line_number).toBe(2);
    expect(tip.text).toMatch(/next step/);
  });
});
