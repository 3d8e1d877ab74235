// --compare FILE: this run's p99 per call beside an earlier run's (its --json), same database.
import { readFileSync } from 'node:fs';

/** @returns {Map<string, any>} the earlier runs by database */
export function readEarlier(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return new Map(
    (report.runs ?? []).filter((r) => r.calls).map((r) => [r.database, { ...r, date: report.date }]),
  );
}

export function printComparison(result, earlier) {
  const before = earlier.get(result.database);
  if (!before) {
    console.log(`  (no earlier ${result.database} run to compare with)`);
    return;
  }
  console.log(
    `  p99 beside the run of ${before.date} (${before.students} students, ${before.signedIn} signed in then):`,
  );
  for (const [name, now] of Object.entries(result.calls)) {
    const then = before.calls[name];
    const ratio = then?.p99_ms ? ` (×${(now.p99_ms / then.p99_ms).toFixed(2)})` : '';
    console.log(
      `    ${name.padEnd(34)}${String(then?.p99_ms ?? '–').padStart(7)} → ${now.p99_ms} ms${ratio}`,
    );
  }
}
