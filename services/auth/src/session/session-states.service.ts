import { Injectable } from '@nestjs/common';
import { SessionRegistry } from '@pylands/common';
import { DataSource } from 'typeorm';
import { AuthSessionStateLoader } from './session-state.loader';

/**
 * Keeps the Redis session state (SessionRegistry) in step with PostgreSQL: refreshed whenever a
 * token is issued, bumped to end every session of an account at once.
 */
@Injectable()
export class SessionStates {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: SessionRegistry,
    private readonly loader: AuthSessionStateLoader,
  ) {}

  /** Writes the account's current state to Redis and answers its session version (0: no account). */
  async refresh(userId: string): Promise<number> {
    const state = await this.loader.load(userId);
    await this.registry.store(userId, state);
    return state?.version ?? 0;
  }

  /**
   * Ends every session of the account (logout everywhere, password change or reset): increments
   * the version in PostgreSQL, then rewrites Redis. Answers the new version, for the caller's own
   * fresh cookie (0 when the account is gone).
   */
  async revokeAll(userId: string): Promise<number> {
    await this.dataSource.query(
      `UPDATE "auth"."users" SET "session_version" = "session_version" + 1 WHERE "id" = $1`,
      [userId],
    );
    return this.refresh(userId);
  }

  /** The account is gone: every token of it is refused from now on. */
  forget(userId: string): Promise<void> {
    return this.registry.store(userId, null);
  }

  studentAdded(userId: string, studentId: string): Promise<void> {
    return this.registry.setStudent(userId, studentId, true);
  }

  studentRemoved(userId: string, studentId: string): Promise<void> {
    return this.registry.setStudent(userId, studentId, false);
  }
}
