// The figures beside the targets (reads p99 < 200 ms, a completion's verdict p99 < 1 s,
// 0 lost, 0 doubled, no 5xx), as a table and as JSON for comparing runs.
import { percentile } from './stats.mjs';
import { CALLS } from './student.mjs';

const READS = [CALLS.current, CALLS.course, CALLS.data];
export const TARGETS = { read_p99_ms: 200, verdict_p99_ms: 1000, lost: 0, doubled: 0, server_errors: 0 };

/**
 * Each target with the measured figure and whether it was met. `verdictP99`: over every completion,
 * those answered "saved and being checked" counted until they were recorded.
 */
export function judge(calls, checks, verdictP99 = calls[CALLS.verdict]?.p99_ms ?? null) {
  const rows = [];
  // A target whose call was never made (a run too short to complete a level) is shown as not measured.
  for (const name of READS)
    rows.push({
      target: `${name} p99 < ${TARGETS.read_p99_ms} ms`,
      measured: calls[name]?.p99_ms ?? null,
      limit: TARGETS.read_p99_ms,
      strict: true,
    });
  rows.push({
    target: `completion verdict p99 < ${TARGETS.verdict_p99_ms} ms (one checked later: until recorded)`,
    measured: verdictP99,
    limit: TARGETS.verdict_p99_ms,
    strict: true,
  });
  const lost = checks.lost_in_database + checks.lost_in_course_data;
  rows.push({ target: 'completions lost = 0', measured: lost, limit: TARGETS.lost });
  rows.push({ target: 'completions recorded twice = 0', measured: checks.doubled, limit: TARGETS.doubled });
  const serverErrors = Object.values(calls).reduce((n, c) => n + c.server_errors, 0);
  rows.push({ target: '5xx answers = 0', measured: serverErrors, limit: TARGETS.server_errors });
  return rows.map(({ strict, ...row }) => ({
    ...row,
    met: row.measured === null ? null : strict ? row.measured < row.limit : row.measured <= row.limit,
  }));
}

/**
 * p99 over every completion: the verdicts' answer times and, for those checked later, the time
 * from sending to being recorded (`checkedLaterMs`, from checkRecorded).
 */
export function verdictP99(stats, checkedLaterMs) {
  const answered = stats.calls.get(CALLS.verdict)?.ms ?? [];
  const all = [...answered, ...checkedLaterMs].sort((a, b) => a - b);
  return all.length ? Math.round(percentile(all, 99)) : null;
}

const pad = (value, width, left = false) => {
  const text = value === null || value === undefined ? '–' : String(value);
  return left ? text.padEnd(width) : text.padStart(width);
};

/** @param {{ database: string, students: number, signedIn: number, classes: number, schools: number, seconds: number, levelSeconds: number, measuredSeconds: number, load: { before: number[], after: number[] }, cores: number, calls: Record<string, any>, checks: Record<string, any>, verdicts: any[], alone: Record<string, any> }} result */
export function printResult(result) {
  const { calls, checks } = result;
  const fmt = (l) => l.map((x) => x.toFixed(1)).join(' ');
  console.log(
    `\nClassroom load on ${result.database}: ${result.students} students in ${result.classes} classes ` +
      `(${result.schools} schools), ${result.seconds} s of lessons (a level every ${result.levelSeconds} s), ` +
      `measured over ${result.measuredSeconds.toFixed(0)} s; ${result.signedIn} signed in; ${result.cores} cores, load average ` +
      `${fmt(result.load.before)} before, ${fmt(result.load.after)} after`,
  );
  console.log(
    `  ${pad('call', 34, true)}${pad('count', 7)}${pad('/s', 7)}${pad('p50', 7)}${pad('p95', 7)}${pad('p99', 7)}${pad('max', 7)}  statuses`,
  );
  for (const [name, c] of Object.entries(calls)) {
    const statuses = Object.entries(c.statuses)
      .map(([s, n]) => `${s === '0' ? 'no answer' : s}×${n}`)
      .join(' ');
    console.log(
      `  ${pad(name, 34, true)}${pad(c.count, 7)}${pad(c.per_second, 7)}${pad(c.p50_ms, 7)}${pad(c.p95_ms, 7)}${pad(c.p99_ms, 7)}${pad(c.max_ms, 7)}  ${statuses}`,
    );
  }
  console.log('  (latencies in ms, from the simulated students through the gateway)');
  console.log("  One student alone just before (the machine's floor at that moment):");
  for (const [name, c] of Object.entries(result.alone))
    console.log(
      `    ${pad(name, 32, true)}${pad(c.count, 7)}       ${pad(c.p50_ms, 7)}${pad(c.p95_ms, 7)}${pad(c.p99_ms, 7)}${pad(c.max_ms, 7)}`,
    );
  console.log(
    `  completions answered 2xx: ${checks.completions_answered_2xx}; run starts answered 2xx: ${checks.run_starts_answered_2xx}; ` +
      `refused yet recorded: ${checks.recorded_although_refused}; run starts lost: ${checks.run_starts_lost}, counted twice: ${checks.run_starts_doubled}`,
  );
  const later = checks.checked_later;
  if (later?.count)
    console.log(
      `  completions checked later (answered "saved and being checked"): ${later.count}, recorded ` +
        `p50 ${later.p50_ms} · p99 ${later.p99_ms} · max ${later.max_ms} ms after being sent` +
        (later.unrecorded ? `, ${later.unrecorded} never recorded` : ''),
    );
  for (const example of checks.examples) console.log(`    e.g. ${example}`);
  console.log('  Targets:');
  for (const v of result.verdicts)
    console.log(
      `    ${v.met === null ? 'n/a   ' : v.met ? 'met   ' : 'MISSED'} ${v.target}: ${v.measured ?? 'not measured'}`,
    );
}
