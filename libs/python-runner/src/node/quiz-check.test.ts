import { loadQuiz, type Quiz } from '@pylands/content';
import { checkQuizzes, quizSnippets, type QuizCheckReport } from './quiz-check';
import { RunnerPool } from './runner-pool';

/**
 * The quiz check inside npm test: each quiz snippet runs in real Pyodide and prints what its
 * question says (quiz-check.ts). One test per snippet, so a failure names the question.
 */
const snippets = quizSnippets();
let pool: RunnerPool;
let report: QuizCheckReport;

beforeAll(async () => {
  pool = new RunnerPool({ size: 2, recycleAfterRun: false });
  const lines: string[] = [];
  report = await checkQuizzes({ pool, log: (line) => lines.push(line) });
  process.stdout.write(`${lines.join('\n')}\n`);
}, 600_000);

afterAll(() => pool?.close());

it('checks at least two output snippets of each of the 14 chapters', () => {
  const chapters = new Map<string, number>();
  for (const s of snippets.filter((s) => s.kind === 'output')) {
    const chapter = s.name.split('/').slice(0, 2).join('/');
    chapters.set(chapter, (chapters.get(chapter) ?? 0) + 1);
  }
  expect(chapters.size).toBe(14);
  expect([...chapters.values()].every((n) => n >= 2)).toBe(true);
});

it.each(snippets.map((s) => [s.name, s.kind] as const))('%s (%s) prints its expected output', (name) => {
  const found = report.snippets.find((s) => s.name === name);
  expect(found?.problem).toBeUndefined();
  if (found?.kind !== 'swapped') expect(found?.printed).toBe(found?.expected);
});

it('tries each order question with every two neighbouring lines swapped', () => {
  const order = snippets.filter((s) => s.kind === 'order');
  expect(order.length).toBeGreaterThan(0);
  for (const s of order) {
    const lines = s.code.split('\n').length;
    expect(snippets.filter((t) => t.kind === 'swapped' && t.name.startsWith(`${s.name} `))).toHaveLength(
      lines - 1,
    );
  }
});

it('fails a question whose expected output is not what Python prints, or whose code breaks', async () => {
  const quiz = loadQuiz('python', 2) as Quiz;
  const output = quiz.questions.find((q) => q.kind === 'output');
  if (output?.kind !== 'output') throw new Error('chapter 2 has an output question');
  const wrong: Quiz = {
    ...quiz,
    questions: [
      { ...output, id: 'wrong-answer', code: 'print(2 + 2)', output: '5' },
      { ...output, id: 'broken', code: 'print(apples)', output: '3' },
    ],
  };
  const checked = await checkQuizzes({ quizzes: [wrong], pool });
  expect(checked.ok).toBe(false);
  expect(checked.snippets.map((s) => [s.name, s.printed, s.problem])).toEqual([
    ['python/2/wrong-answer', '4', 'prints "4", the quiz expects "5"'],
    ['python/2/broken', undefined, expect.stringMatching(/^Python error: NameError/)],
  ]);
});

it('fails an order question with two right orders', async () => {
  const quiz = loadQuiz('python', 2) as Quiz;
  const order = quiz.questions.find((q) => q.kind === 'order');
  if (order?.kind !== 'order') throw new Error('chapter 2 has an order question');
  const lines = ['a = 1', 'b = 2', 'print(a + b)'];
  const twoWays: Quiz = { ...quiz, questions: [{ ...order, id: 'two-ways', lines, output: '3' }] };
  const checked = await checkQuizzes({ quizzes: [twoWays], pool });
  expect(checked.snippets.filter((s) => s.problem).map((s) => s.name)).toEqual([
    'python/2/two-ways lines 1-2 swapped',
  ]);
});
