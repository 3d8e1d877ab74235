import { checkContent, contentLevels, courseProblems, type ContentReport } from './content-check';

/**
 * The content check (npm run content:check) inside npm test: every shipped level's solution.py
 * completes it through one pool of 2 Pyodide workers, its template.py does not, and so on
 * (content-check.ts). One test per level, so a failure names the level and why.
 */
const levels = contentLevels();
let report: ContentReport;
const lines: string[] = [];

beforeAll(async () => {
  report = await checkContent({ log: (line) => lines.push(line) });
  process.stdout.write(`${lines.join('\n')}\n`);
}, 600_000);

it('has course files with the spec chapters in order and unique slugs', () => {
  expect(courseProblems().problems).toEqual([]);
  expect(report.problems).toEqual([]);
});

it.each(levels.map(({ level, where }) => [`${level.courseId}/${level.slug}`, where] as const))(
  '%s (%s) passes the content check',
  (name) => {
    const found = report.levels.find((r) => `${r.courseId}/${r.slug}` === name);
    expect(found?.problems).toEqual([]);
  },
);
