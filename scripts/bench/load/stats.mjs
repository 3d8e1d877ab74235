// Every timed call of a run by name: latency percentiles, calls a second and answers by status.

/** Nearest-rank percentile of sorted values (p in 0–100). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export class Stats {
  constructor() {
    /** @type {Map<string, { ms: number[], statuses: Map<number, number> }>} */
    this.calls = new Map();
    this.startedAt = null;
    this.endedAt = null;
  }

  start() {
    this.startedAt = performance.now();
  }

  end() {
    this.endedAt = performance.now();
  }

  record(name, ms, status) {
    let entry = this.calls.get(name);
    if (!entry) {
      entry = { ms: [], statuses: new Map() };
      this.calls.set(name, entry);
    }
    entry.ms.push(ms);
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  }

  /** Seconds between start() and end() (or now). */
  seconds() {
    return ((this.endedAt ?? performance.now()) - this.startedAt) / 1000;
  }

  /**
   * One row per call name: count, calls a second over the run, p50/p95/p99/max in ms, answers by
   * status ("0" = no answer), and how many were 5xx.
   */
  summary() {
    const seconds = this.seconds();
    const rows = {};
    for (const [name, { ms, statuses }] of this.calls) {
      const sorted = [...ms].sort((a, b) => a - b);
      const round = (v) => (v === null ? null : Math.round(v));
      const byStatus = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
      rows[name] = {
        count: sorted.length,
        per_second: Number((sorted.length / seconds).toFixed(2)),
        p50_ms: round(percentile(sorted, 50)),
        p95_ms: round(percentile(sorted, 95)),
        p99_ms: round(percentile(sorted, 99)),
        max_ms: round(sorted[sorted.length - 1] ?? null),
        statuses: byStatus,
        server_errors: [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0),
      };
    }
    return rows;
  }
}
