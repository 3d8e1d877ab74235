import { Gauge } from 'prom-client';
import { metricsRegistry } from './metrics-registry';

let source: (() => Promise<number>) | null = null;

/**
 * Completions kept in PostgreSQL for a verdict later (the verifier queue full or unreachable): the
 * backlog beside the queue's own. Every levels replica reads the same table, so dashboards take the
 * max. A scrape while the database does not answer keeps the last figure.
 */
new Gauge({
  name: 'completions_pending',
  help: 'Completions kept in PostgreSQL waiting for a verifier (the queue was full or unreachable).',
  registers: [metricsRegistry],
  async collect() {
    if (!source) return;
    try {
      this.set(await source());
    } catch {
      // PostgreSQL down: pylands_dependency_up says so; the last count stays.
    }
  },
});

/** Reports the number of pending completions (levels' PendingCompletions.count) at each scrape. */
export function trackPendingCompletions(count: () => Promise<number>): void {
  source = count;
}
