import { listQuizzes } from '@pylands/content';
import type { Quiz } from '@pylands/content';
import { openField } from '../testing/levels';
import { firstLine, type CheckOptions } from './content-check';
import { RunnerPool } from './runner-pool';

/**
 * The quiz check (issue 23): every "what does this code print?" snippet, and every "put these lines
 * in order" question that states an output, runs through the real Pyodide runner and must print
 * exactly the expected text (one trailing newline ignored). Such an order question must also have
 * one right order: with any two neighbouring lines swapped it must not print the same text. Snippets
 * are plain Python: they run on an empty field and never touch the player module.
 */

export interface QuizSnippet {
  /** "python/1/print-variable": course, chapter and question id. */
  name: string;
  /** 'swapped': an order question's lines with two neighbours swapped, which must NOT print `expected`. */
  kind: 'output' | 'order' | 'swapped';
  code: string;
  expected: string;
}

export interface SnippetReport extends QuizSnippet {
  /** What Python printed, or undefined when the run failed. */
  printed?: string;
  problem?: string;
}

export interface QuizCheckReport {
  snippets: SnippetReport[];
  summary: string;
  ok: boolean;
}

/** The runnable snippets of the quizzes, in course and question order. */
export function quizSnippets(quizzes: Quiz[] = listQuizzes()): QuizSnippet[] {
  return quizzes.flatMap((quiz) =>
    quiz.questions.flatMap((q): QuizSnippet[] => {
      const name = `${quiz.courseId}/${quiz.chapterId}/${q.id}`;
      if (q.kind === 'output') return [{ name, kind: 'output', code: q.code, expected: q.output }];
      if (q.kind !== 'order' || q.output === undefined) return [];
      const expected = q.output;
      const swaps = q.lines.slice(1).map((_, i): QuizSnippet => {
        const lines = [...q.lines];
        [lines[i], lines[i + 1]] = [lines[i + 1], lines[i]];
        return {
          name: `${name} lines ${i + 1}-${i + 2} swapped`,
          kind: 'swapped',
          code: lines.join('\n'),
          expected,
        };
      });
      return [{ name, kind: 'order', code: q.lines.join('\n'), expected }, ...swaps];
    }),
  );
}

/** The level check's log and pool options, and the quizzes to check (all shipped ones by default). */
export type QuizCheckOptions = Pick<CheckOptions, 'log' | 'pool'> & { quizzes?: Quiz[] };

export async function checkQuizzes(options: QuizCheckOptions = {}): Promise<QuizCheckReport> {
  const log = options.log ?? (() => undefined);
  const snippets = quizSnippets(options.quizzes);
  const pool = options.pool ?? new RunnerPool({ size: 2, recycleAfterRun: false });
  // The empty field only gives the runner a level to run on; the snippets never move anyone.
  const level = openField();
  const pending = snippets.map((s) => pool.run({ code: s.code, level, seed: 1 }));
  const reports: SnippetReport[] = [];
  try {
    for (const [i, snippet] of snippets.entries()) {
      const result = await pending[i];
      const report: SnippetReport = { ...snippet };
      if (snippet.kind === 'swapped') {
        // An error or other text is what a wrong order should give.
        if (!result.error && !result.timedOut && result.output.replace(/\n$/, '') === snippet.expected)
          report.problem = 'prints the expected output too: the question has more than one right order';
      } else if (result.timedOut) report.problem = 'timed out';
      else if (result.error) report.problem = `Python error: ${firstLine(result.error.message)}`;
      else {
        report.printed = result.output.replace(/\n$/, '');
        if (report.printed !== snippet.expected)
          report.problem = `prints ${JSON.stringify(report.printed)}, the quiz expects ${JSON.stringify(snippet.expected)}`;
      }
      reports.push(report);
      log(report.problem ? `FAIL  quiz ${snippet.name}: ${report.problem}` : `ok    quiz ${snippet.name}`);
    }
  } finally {
    if (!options.pool) pool.close();
  }
  const failed = reports.filter((r) => r.problem).length;
  const summary = `quiz check: ${reports.length} snippets, ${reports.length - failed} ok, ${failed} failed`;
  log(summary);
  return { snippets: reports, summary, ok: failed === 0 };
}
