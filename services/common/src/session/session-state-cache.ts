import type { SessionState } from './session-registry';

// Short: a revocation made while Redis is away reaches other services within this.
const TTL_MS = 5000;
const MAX_ENTRIES = 10_000;

/** Session states read from PostgreSQL, kept a few seconds so an outage does not call auth per request. */
export class SessionStateCache {
  private readonly entries = new Map<string, { state: SessionState | null; until: number }>();

  /** The cached state (null: the account is gone), or undefined when there is none fresh. */
  get(userId: string): SessionState | null | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.state;
    this.entries.delete(userId);
    return undefined;
  }

  set(userId: string, state: SessionState | null): void {
    // A whole classroom fits many times; past that, start afresh rather than grow without bound.
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(userId, { state, until: Date.now() + TTL_MS });
  }

  delete(userId: string): void {
    this.entries.delete(userId);
  }
}
