const DAY_MS = 24 * 60 * 60_000;

/** A run reports the 7 days before its moment; the ISO week it falls in keys the one email of that week. */
export interface ReportWeek {
  /** The Monday (UTC) of the run's ISO week, YYYY-MM-DD: the sent log's key. */
  week: string;
  since: Date;
  until: Date;
}

export function reportWeek(at: Date): ReportWeek {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const daysSinceMonday = (at.getUTCDay() + 6) % 7;
  const monday = new Date(midnight - daysSinceMonday * DAY_MS);
  return { week: monday.toISOString().slice(0, 10), since: new Date(at.getTime() - 7 * DAY_MS), until: at };
}
