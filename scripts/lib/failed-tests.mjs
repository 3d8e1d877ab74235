// The failed tests of a Jest or Playwright JSON report, one line each, for npm test's summary: the
// summary is often all that is kept of a CI run, and "exited 1" alone does not say what to look at.

import { stripVTControlCharacters } from 'node:util';

const firstLine = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 200) ?? '';

/** `<file> › <test>: <first line of the error>` for each failed test of a Jest `--json` report. */
export function failedJestTests(report, root) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = file.name?.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failedAssertions = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedAssertions)
      lines.push(`${name} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    // A file that failed before its tests ran (a syntax error, a failing beforeAll hook).
    if (!failedAssertions.length && file.status === 'failed')
      lines.push(`${name}: ${firstLine(file.message)}`);
  }
  return lines;
}

/** The same for a Playwright JSON report: unexpected and flaky tests, with their first error. */
export function failedPlaywrightTests(report) {
  const lines = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((r) => r.error || r.errors?.length);
        const message = error?.error?.message ?? error?.errors?.[0]?.message;
        lines.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(message)}`);
      }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  // Errors outside any test (a global set-up that failed).
  for (const error of report.errors ?? []) lines.push(`(outside a test): ${firstLine(error.message)}`);
  return lines;
}
