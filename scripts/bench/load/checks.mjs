// After the run: is every completion a student was told succeeded recorded exactly once? Compared
// with the levels service's rows in the database and with the course each student now sees.
import { createRequire } from 'node:module';
import path from 'node:path';
import { COURSE } from './levels.mjs';
import { percentile } from './stats.mjs';

/** A completion answered 2xx but checked later (a pending one) gets this long to land. */
const SETTLE_MS = 60_000;

async function databaseRows(root, databaseUrl) {
  const pg = createRequire(path.join(root, 'services/levels/package.json'))('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const completions = await client.query(
      `SELECT "student_id", "level_slug", "last_status", "attempts", "completed_at" FROM "levels"."level_completions" WHERE "course_id" = $1`,
      [COURSE],
    );
    const runs = await client.query(
      `SELECT "student_id", "level_slug", count(*)::int AS "n" FROM "levels"."student_runs"
        WHERE "course_id" = $1 AND "status" = 'complete' GROUP BY 1, 2`,
      [COURSE],
    );
    return { completions: completions.rows, completeRuns: runs.rows };
  } finally {
    await client.end();
  }
}

/** What each student's course page shows as completed (slugs). */
async function courseViews(students) {
  const views = new Map();
  const queue = students.filter((s) => s.signedIn);
  const worker = async () => {
    for (let s = queue.shift(); s; s = queue.shift()) {
      const answer = await s.client.call(null, 'GET', `/api/level/course/${COURSE}`);
      const completed = new Set();
      for (const chapter of answer.body?.chapters ?? [])
        for (const level of chapter.level_data) if (level.completed) completed.add(level.slug);
      views.set(s, answer.status === 200 ? completed : null);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return views;
}

/** The ledgers against the rows and the course views (what checkRecorded repeats until settled). */
export function compare(students, rows, views) {
  const key = (studentId, slug) => `${studentId}/${slug}`;
  const completionRows = new Map();
  const duplicateRows = new Map();
  for (const row of rows.completions) {
    const k = key(row.student_id, row.level_slug);
    if (completionRows.has(k)) duplicateRows.set(k, (duplicateRows.get(k) ?? 1) + 1);
    completionRows.set(k, row);
  }
  const completeRuns = new Map(rows.completeRuns.map((r) => [key(r.student_id, r.level_slug), r.n]));
  const result = {
    completions_answered_2xx: 0,
    lost_in_database: 0,
    lost_in_course_data: 0,
    doubled: [...duplicateRows.values()].reduce((n, c) => n + c - 1, 0),
    recorded_although_refused: 0,
    run_starts_answered_2xx: 0,
    run_starts_lost: 0,
    run_starts_doubled: 0,
    course_data_unreadable: 0,
    examples: [],
  };
  const example = (what) => result.examples.length < 10 && result.examples.push(what);
  const told = new Set();
  for (const s of students) {
    const view = views.get(s);
    if (s.signedIn && !view) result.course_data_unreadable++;
    for (const [slug, e] of s.ledger) {
      const k = key(s.account.studentId, slug);
      told.add(k);
      const row = completionRows.get(k);
      const complete = row?.last_status === 'complete';
      result.completions_answered_2xx += e.completesOk;
      result.run_starts_answered_2xx += e.runsOk;
      if (e.completesOk > 0 && !complete) {
        result.lost_in_database++;
        example(`${s.account.username} ${slug}: 2xx, but the row says ${row?.last_status ?? 'nothing'}`);
      }
      if (e.completesOk > 0 && view && !view.has(slug)) {
        result.lost_in_course_data++;
        example(`${s.account.username} ${slug}: 2xx, but the course shows it not completed`);
      }
      if (complete && e.completesOk === 0 && e.completesUnknown === 0) {
        result.recorded_although_refused++;
        example(`${s.account.username} ${slug}: refused, yet recorded complete`);
      }
      const recordedRuns = completeRuns.get(k) ?? 0;
      if (recordedRuns > e.completesOk + e.completesUnknown) {
        result.doubled += recordedRuns - e.completesOk - e.completesUnknown;
        example(
          `${s.account.username} ${slug}: ${e.completesOk} completion(s) answered 2xx, ${recordedRuns} recorded`,
        );
      }
      const attempts = row?.attempts ?? 0;
      if (attempts < e.runsOk) result.run_starts_lost += e.runsOk - attempts;
      if (attempts > e.runsOk + e.runsUnknown)
        result.run_starts_doubled += attempts - e.runsOk - e.runsUnknown;
    }
  }
  // Rows for levels no simulated student ever touched (a level/update recorded under another level).
  const ours = new Set(students.map((s) => s.account.studentId));
  for (const row of rows.completions) {
    if (ours.has(row.student_id) && !told.has(key(row.student_id, row.level_slug))) {
      result.recorded_although_refused++;
      example(`${row.student_id} ${row.level_slug}: recorded, never sent`);
    }
  }
  const later = checkedLaterDelays(students, completionRows);
  result.checked_later = later.summary;
  return { checks: result, checkedLaterMs: later.delays };
}

/**
 * How long after it was sent each completion answered "saved and being checked" was recorded
 * (level_completions.completed_at; the bench runs beside the stack, on the same clock): each delay
 * (ms, sorted), and a summary for the report: count, p50/p99/max and how many are still not recorded.
 */
function checkedLaterDelays(students, completionRows) {
  const delays = [];
  let unrecorded = 0;
  for (const s of students)
    for (const { slug, sentAt } of s.checkedLater ?? []) {
      const row = completionRows.get(`${s.account.studentId}/${slug}`);
      if (row?.last_status !== 'complete' || !row.completed_at) unrecorded++;
      else delays.push(Math.max(0, new Date(row.completed_at).getTime() - sentAt));
    }
  delays.sort((a, b) => a - b);
  const at = (p) => (delays.length ? Math.round(percentile(delays, p)) : null);
  return {
    delays,
    summary: {
      count: delays.length + unrecorded,
      unrecorded,
      p50_ms: at(50),
      p99_ms: at(99),
      max_ms: at(100),
    },
  };
}

/**
 * Compares what students were told with what was recorded; completions still missing are looked at
 * again until SETTLE_MS has passed (a completion saved and verified later must land by then).
 */
export async function checkRecorded(root, databaseUrl, students) {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const compared = compare(students, await databaseRows(root, databaseUrl), await courseViews(students));
    const missing = compared.checks.lost_in_database + compared.checks.lost_in_course_data;
    if (missing === 0 || Date.now() > deadline) return compared;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
