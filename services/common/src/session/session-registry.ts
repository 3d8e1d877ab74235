import {
  Inject,
  Injectable,
  Logger,
  Optional,
  ServiceUnavailableException,
  type OnModuleInit,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type IORedis from 'ioredis';
import { within } from '../async/within';
import { SERVICE_CONFIG, type ServiceConfig } from '../config/service-config';
import { createRedisConnection, redisUnreachable } from '../redis/redis-connection';
import { SessionStateCache } from './session-state-cache';
import { fetchSessionState } from './session-state-client';

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
// Short: Redis answers in a millisecond when it is there; past this the durable state answers.
const REDIS_TIMEOUT_MS = 1500;
// PostgreSQL (auth) or auth's internal route: still a clear 503 well before the gateway gives up.
const DURABLE_TIMEOUT_MS = 4000;
const UNAVAILABLE = 'Sessions cannot be checked right now';

/**
 * Revocable sessions. A session JWT carries its account's session version (`sv`); the account's
 * current version and its live students sit in one Redis hash per user
 * (`<QUEUE_PREFIX>:session:<user_id>`: field `v`, one `s:<student_id>` field per student), so
 * every service checks a session with one read. Auth bumps the version in PostgreSQL on logout,
 * password change or reset and account deletion, then rewrites the hash: every older token stops
 * working at once, in every service. Deleting a student removes its field: a cookie with that
 * student chosen stops working too.
 *
 * Redis may lose the hash (flush, eviction, TTL): auth reloads it from PostgreSQL (its loader) and
 * rewrites it; other services ask auth (GET /internal/session-state/{id}). While Redis is
 * unreachable every service reads the durable state that way, kept a few seconds in memory, so
 * signed-in families stay signed in; a revoked session stays refused. Writes auth could not make
 * meanwhile are undone when Redis returns: the hash is deleted and reloaded on its next check.
 */
@Injectable()
export class SessionRegistry implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('SessionRegistry');
  private connection?: IORedis;
  private readonly cache = new SessionStateCache();
  /** Users whose hash may be stale because a write failed while Redis was unreachable. */
  private readonly stale = new Set<string>();

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
      // Commands wait (bounded by REDIS_TIMEOUT_MS) while the connection is still being made.
      this.connection = createRedisConnection(this.config.redisUrl, 'command', 'sessions');
      this.connection.on('ready', () => void this.dropStale());
    }
    return this.connection;
  }

  key(userId: string): string {
    return `${this.config.queuePrefix}:session:${userId}`;
  }

  /** True when a token of this version (and chosen student) is still valid. */
  async isValid(userId: string, version: number, studentId: string | null): Promise<boolean> {
    const state = await this.current(userId);
    if (!state) return false;
    return state.version === version && (!studentId || state.studentIds.includes(studentId));
  }

  /** The account's session state: from Redis, else from PostgreSQL (auth); null for a gone account. */
  async current(userId: string): Promise<SessionState | null> {
    const hash = await this.readHash(userId);
    if (hash?.v !== undefined) return hash.v === DELETED ? null : stateOf(hash);
    if (hash && this.loader) {
      // Redis is up but lost the hash: auth rebuilds it for every service.
      const state = await this.durable(userId);
      await this.store(userId, state);
      return state;
    }
    // Redis answered without the hash and there is no auth to ask: refused, failing closed.
    if (hash && !this.config.authUrl) return null;
    return this.durable(userId);
  }

  /** The hash, or undefined when Redis cannot answer now (never waits for a reconnect). */
  private async readHash(userId: string): Promise<Record<string, string> | undefined> {
    if (redisUnreachable(this.redis)) return undefined;
    try {
      return await within(this.redis.hgetall(this.key(userId)), REDIS_TIMEOUT_MS);
    } catch {
      return undefined;
    }
  }

  /** PostgreSQL's answer: auth's loader in auth, auth's internal route elsewhere; briefly cached. */
  private async durable(userId: string): Promise<SessionState | null> {
    const cached = this.cache.get(userId);
    if (cached !== undefined) return cached;
    let state: SessionState | null;
    try {
      state = await within(this.loadDurable(userId), DURABLE_TIMEOUT_MS);
    } catch (error) {
      this.logger.warn({ message: 'Session state unavailable', error: (error as Error).message });
      throw new ServiceUnavailableException(UNAVAILABLE);
    }
    this.cache.set(userId, state);
    return state;
  }

  private loadDurable(userId: string): Promise<SessionState | null> {
    if (this.loader) return this.loader.load(userId);
    if (!this.config.authUrl) return Promise.reject(new Error('no AUTH_URL to ask'));
    return fetchSessionState(this.config, userId, DURABLE_TIMEOUT_MS);
  }

  /**
   * Replaces the user's hash with this state (null: the account is gone, every token refused).
   * PostgreSQL already holds the truth: with Redis unreachable the hash is deleted once it returns.
   */
  async store(userId: string, state: SessionState | null): Promise<void> {
    this.cache.delete(userId);
    const key = this.key(userId);
    const fields: Record<string, string> = state
      ? Object.fromEntries([['v', String(state.version)], ...state.studentIds.map((id) => [`s:${id}`, '1'])])
      : { v: DELETED };
    await this.write(userId, () =>
      this.redis.multi().del(key).hset(key, fields).expire(key, this.config.sessionTtlSeconds).exec(),
    );
  }

  /** Adds or removes one student; a user without a hash is left alone (the loader fills it later). */
  async setStudent(userId: string, studentId: string, present: boolean): Promise<void> {
    this.cache.delete(userId);
    const key = this.key(userId);
    if (!present) {
      await this.write(userId, () => this.redis.hdel(key, `s:${studentId}`));
      return;
    }
    // HSET only when the hash exists, so a lost hash is never half rebuilt without its version.
    await this.write(userId, () =>
      this.redis.eval(
        "if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('HSET', KEYS[1], ARGV[1], '1') end return 0",
        1,
        key,
        `s:${studentId}`,
      ),
    );
  }

  /** Keeps the hash alive as long as the newest token issued for it (skipped while Redis is away). */
  async touch(userId: string): Promise<void> {
    if (redisUnreachable(this.redis)) return;
    await within(this.redis.expire(this.key(userId), this.config.sessionTtlSeconds), REDIS_TIMEOUT_MS).catch(
      () => undefined,
    );
  }

  /** A write that cannot reach Redis marks the hash stale instead of failing the caller. */
  private async write(userId: string, command: () => Promise<unknown>): Promise<void> {
    if (!redisUnreachable(this.redis)) {
      try {
        await within(command(), REDIS_TIMEOUT_MS);
        return;
      } catch {
        // Falls through: the hash may now be stale.
      }
    }
    this.stale.add(userId);
    // Redis may have come back meanwhile (its 'ready' already passed).
    if (this.redis.status === 'ready') await this.dropStale();
  }

  /** Deletes the hashes written while Redis was away: the next check reloads them from PostgreSQL. */
  private async dropStale(): Promise<void> {
    const users = [...this.stale];
    if (users.length === 0) return;
    try {
      await within(this.redis.del(...users.map((user) => this.key(user))), REDIS_TIMEOUT_MS);
      for (const user of users) this.stale.delete(user);
    } catch {
      // Kept for the next 'ready'.
    }
  }

  onApplicationShutdown(): void {
    this.connection?.disconnect();
  }
}

function stateOf(hash: Record<string, string>): SessionState {
  return {
    version: Number(hash.v),
    studentIds: Object.keys(hash)
      .filter((field) => field.startsWith('s:') && hash[field] === '1')
      .map((field) => field.slice(2)),
  };
}
