import { existsSync, readdirSync } from 'fs';
import path from 'path';
import { COURSES_DIR, listCourses, type LevelContent } from '@pylands/content';
import type { RunResult } from '../protocol/run-types';
import { pythonProgram, type CommandCall } from '../testing/python-program';
import { RunnerPool } from './runner-pool';

/**
 * Every shipped level against real Python: its solution.py must complete it through the pool the
 * server replays with, and a program a child might get wrong must not.
 */
interface WrongRun {
  why: string;
  key: string;
  commands: CommandCall[];
  variables: Record<string, unknown>;
}
// Content keeps its wrong runs beside its own tests (not in its public entry); required at run time
// so this package's type check stays inside its own sources.
const { WRONG_RUNS } = require(path.resolve(__dirname, '../../../content/src/testing/solution-runs')) as {
  WRONG_RUNS: Record<string, WrongRun[]>;
};

// Course chapters plus the hidden Creative chapter (id 0: creative, creative-01).
const levels: LevelContent[] = listCourses().flatMap((course) => [
  ...course.chapters.flatMap((chapter) => chapter.levels),
  ...(course.creativeChapter?.levels ?? []),
]);

/** How a run ended: the rule or check that stopped it, or 'incomplete'. */
const outcome = (result: RunResult): string =>
  result.error?.key ??
  result.error?.message ??
  result.completion.error?.key ??
  (result.completion.complete ? 'complete' : 'incomplete');

let pool: RunnerPool;
const solved = new Map<string, Promise<RunResult>>();
const failed = new Map<string, Promise<RunResult>>();

beforeAll(async () => {
  // Workers are kept between runs here (recycling costs ~1 s of restart per run and has its own
  // test in runner-pool.test.ts); each run still gets a fresh world, namespace and player module.
  pool = new RunnerPool({ size: 2, recycleAfterRun: false });
  await pool.ready();
  // Queue every run at once: the pool keeps both workers busy.
  for (const level of levels) {
    solved.set(
      level.slug,
      pool.run({ code: level.solution, level, answers: level.solutionAnswers ?? [], seed: 1 }),
    );
    const wrong = WRONG_RUNS[level.slug]?.[0];
    if (wrong) {
      const program = pythonProgram(wrong.commands, wrong.variables);
      failed.set(level.slug, pool.run({ code: program.code, level, answers: program.answers, seed: 1 }));
    }
  }
}, 120_000);

afterAll(() => pool.close());

it('covers every content level', () => {
  const onDisk = readdirSync(COURSES_DIR).flatMap((course) =>
    readdirSync(path.join(COURSES_DIR, course)).filter((slug) =>
      existsSync(path.join(COURSES_DIR, course, slug, 'level.json')),
    ),
  );
  expect(levels.map((l) => l.slug).sort()).toEqual(onDisk.sort());
  expect(levels.filter((l) => !WRONG_RUNS[l.slug]?.length).map((l) => l.slug)).toEqual([]);
});

describe.each(levels.map((level) => [level.slug, level] as const))('%s', (slug, level) => {
  it('is completed by its solution.py', async () => {
    const result = await solved.get(slug)!;
    expect(result.error).toBeUndefined();
    expect(result.timedOut).toBe(false);
    expect(result.completion).toEqual({ complete: true });
    // write/read/display popups are recorded as null answers; questions as the answer given.
    expect(result.answers.filter((a) => a !== null)).toEqual(level.solutionAnswers ?? []);
  });

  it(`is not completed by a wrong program (${WRONG_RUNS[slug]?.[0]?.why})`, async () => {
    const wrong = WRONG_RUNS[slug][0];
    const result = await failed.get(slug)!;
    expect(result.completion.complete).toBe(false);
    expect(outcome(result)).toBe(wrong.key);
  });
});
