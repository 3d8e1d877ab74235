import {
  Inject,
  Injectable,
  Optional,
  ServiceUnavailableException,
  type OnModuleInit,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type IORedis from 'ioredis';
import { within } from '../async/within';
import { SERVICE_CONFIG, type ServiceConfig } from '../config/service-config';
import { createRedisConnection } from '../redis/redis-connection';

/** What makes a user's sessions valid: the account's session version and its live students. */
export interface SessionState {
  version: number;
  studentIds: string[];
}

/**
 * Reads the durable session state (PostgreSQL) when Redis has none: only the auth service, which
 * owns the accounts, provides one. null means the account no longer exists.
 */
export interface SessionStateLoader {
  load(userId: string): Promise<SessionState | null>;
}

/** Injection token of the optional SessionStateLoader. */
export const SESSION_STATE_LOADER = Symbol('SESSION_STATE_LOADER');

const DELETED = 'deleted';
// Generous: a loaded machine can take a while to open the first connection; a real outage still
// answers 503 within this.
const CHECK_TIMEOUT_MS = 5000;

/**
 * Revocable sessions. A session JWT carries its account's session version (`sv`); the account's
 * current version and its live students sit in one Redis hash per user
 * (`<QUEUE_PREFIX>:session:<user_id>`: field `v`, one `s:<student_id>` field per student), so
 * every service checks a session with one HMGET. Auth bumps the version in PostgreSQL on logout,
 * password change or reset and account deletion, then rewrites the hash: every older token stops
 * working at once, in every service. Deleting a student removes its field: a cookie with that
 * student chosen stops working too.
 *
 * Redis may lose the hash (flush, eviction, TTL): then auth reloads it from PostgreSQL on the next
 * call it sees (GET auth/current runs first on every page load); other services answer 401 until
 * then, failing closed rather than letting a revoked token back in.
 */
@Injectable()
export class SessionRegistry implements OnModuleInit, OnApplicationShutdown {
  private connection?: IORedis;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Optional() @Inject(SESSION_STATE_LOADER) private readonly loader?: SessionStateLoader,
  ) {}

  /** Connects at start, so the first request does not pay for the connection. */
  onModuleInit(): void {
    void this.redis;
  }

  private get redis(): IORedis {
    if (!this.connection) {
      // Commands wait (bounded by CHECK_TIMEOUT_MS) while the connection is still being made.
      this.connection = createRedisConnection(this.config.redisUrl, 'command', 'sessions');
    }
    return this.connection;
  }

  key(userId: string): string {
    return `${this.config.queuePrefix}:session:${userId}`;
  }

  private async withinTimeout<T>(work: Promise<T>): Promise<T> {
    try {
      return await within(work, CHECK_TIMEOUT_MS, 'Redis did not answer in time');
    } catch {
      throw new ServiceUnavailableException('Sessions cannot be checked right now');
    }
  }

  /** True when a token of this version (and chosen student) is still valid. */
  async isValid(userId: string, version: number, studentId: string | null): Promise<boolean> {
    const fields = studentId ? ['v', `s:${studentId}`] : ['v'];
    const [stored, student] = await this.withinTimeout(this.redis.hmget(this.key(userId), ...fields));
    if (stored === null || stored === undefined) {
      if (!this.loader) return false;
      const state = await this.loader.load(userId);
      await this.store(userId, state);
      if (!state) return false;
      return state.version === version && (!studentId || state.studentIds.includes(studentId));
    }
    if (stored === DELETED || Number(stored) !== version) return false;
    return !studentId || student === '1';
  }

  /** Replaces the user's hash with this state (null: the account is gone, every token refused). */
  async store(userId: string, state: SessionState | null): Promise<void> {
    const key = this.key(userId);
    const fields: Record<string, string> = state
      ? Object.fromEntries([['v', String(state.version)], ...state.studentIds.map((id) => [`s:${id}`, '1'])])
      : { v: DELETED };
    await this.withinTimeout(
      this.redis.multi().del(key).hset(key, fields).expire(key, this.config.sessionTtlSeconds).exec(),
    );
  }

  /** Adds or removes one student; a user without a hash is left alone (the loader fills it later). */
  async setStudent(userId: string, studentId: string, present: boolean): Promise<void> {
    const key = this.key(userId);
    if (!present) {
      await this.withinTimeout(this.redis.hdel(key, `s:${studentId}`));
      return;
    }
    // HSET only when the hash exists, so a lost hash is never half rebuilt without its version.
    await this.withinTimeout(
      this.redis.eval(
        "if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('HSET', KEYS[1], ARGV[1], '1') end return 0",
        1,
        key,
        `s:${studentId}`,
      ),
    );
  }

  /** Keeps the hash alive as long as the newest token issued for it. */
  async touch(userId: string): Promise<void> {
    await this.withinTimeout(this.redis.expire(this.key(userId), this.config.sessionTtlSeconds));
  }

  onApplicationShutdown(): void {
    this.connection?.disconnect();
  }
}
