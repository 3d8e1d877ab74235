/**
 * PGlite has one PostgreSQL session for every connection. A connection holds this lock from its
 * first message until PostgreSQL is idle again for it (ReadyForQuery 'I'): a whole
 * Parse…Sync batch and a whole BEGIN…COMMIT run as if the connection were alone. Waiters are
 * served first come, first served.
 */
export class SessionLock<Holder> {
  private holder: Holder | null = null;
  private waiting: { holder: Holder; grant: () => void }[] = [];

  heldBy(holder: Holder): boolean {
    return this.holder === holder;
  }

  acquire(holder: Holder): Promise<void> {
    if (this.holder === holder) return Promise.resolve();
    if (this.holder === null) {
      this.holder = holder;
      return Promise.resolve();
    }
    return new Promise((grant) => this.waiting.push({ holder, grant }));
  }

  release(holder: Holder): void {
    if (this.holder !== holder) return;
    const next = this.waiting.shift();
    this.holder = next?.holder ?? null;
    next?.grant();
  }

  /** A holder that went away: out of the line, and the lock passes on if it had it. */
  forget(holder: Holder): void {
    this.waiting = this.waiting.filter((waiter) => waiter.holder !== holder);
    this.release(holder);
  }
}
