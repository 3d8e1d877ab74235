import { createHash } from 'node:crypto';
import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  ServiceUnavailableException,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import {
  createRedisConnection,
  redisUnreachable,
  SERVICE_CONFIG,
  within,
  type ServiceConfig,
} from '@pylands/common';
import type IORedis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import type { Limit, RatePolicyName } from './rate-limits';
import { TRY_AGAIN_SOON_MESSAGE } from '@pylands/contracts';

// Generous: a loaded machine can take a while to open the first connection.
const TIMEOUT_MS = 5000;

export interface RateCaller {
  ip: string;
  /** Normalised email or token named by the call, when there is one. */
  account: string | null;
}

export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      {
        statusCode: HttpStatus.TOO_MANY_REQUESTS,
        message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        error: 'Too Many Requests',
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * A client on this machine: the operator, a test or script run beside the stack, or a proxy on the
 * same host that did not say whose request it forwards (it must set TRUST_PROXY and
 * X-Forwarded-For, which it needs for HTTPS and client addresses anyway). Per-IP limits bound
 * strangers on the network; counting this one address would lock the whole machine's users out
 * together (docs/decisions.md, "Rate limits").
 */
export function isLoopback(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/** The account part of a rate-limit key: an email as typed (normalised) or a token's hash. */
export function accountKey(email: unknown, token: unknown): string | null {
  if (typeof email === 'string' && email.trim()) return `e:${email.trim().toLowerCase().slice(0, 254)}`;
  if (typeof token === 'string' && token.trim()) {
    return `t:${createHash('sha256').update(token.trim()).digest('hex').slice(0, 32)}`;
  }
  return null;
}

/**
 * Fixed-window counters in Redis, per IP and per account (the policies in rate-limits.ts), kept by
 * rate-limiter-flexible's RateLimiterRedis. Keys stay `<prefix>:rate:<policy>:ip:<ip>` and
 * `<prefix>:rate:<policy>:acct:<account>`.
 */
@Injectable()
export class RateLimiter implements OnModuleInit, OnApplicationShutdown {
  private connection?: IORedis;
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(AUTH_CONFIG) private readonly authConfig: AuthConfig,
  ) {}

  /** Connects at start, so the first request does not pay for the connection. */
  onModuleInit(): void {
    void this.redis;
  }

  private get redis(): IORedis {
    if (!this.connection) {
      this.connection = createRedisConnection(this.config.redisUrl, 'command', 'rate-limits');
    }
    return this.connection;
  }

  private limiter(keyPrefix: string, limit: Limit): RateLimiterRedis {
    let limiter = this.limiters.get(keyPrefix);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix,
        points: limit.limit,
        duration: limit.windowSeconds,
      });
      this.limiters.set(keyPrefix, limiter);
    }
    return limiter;
  }

  /** Redis failing or too slow is a 503, never a pass: the limits guard password hashing. */
  private async run<T>(work: () => Promise<T>): Promise<T> {
    // A Redis known to be gone: the 503 at once, not after a reconnect attempt.
    if (redisUnreachable(this.redis)) throw new ServiceUnavailableException(TRY_AGAIN_SOON_MESSAGE);
    try {
      return await within(work(), TIMEOUT_MS);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      throw new ServiceUnavailableException(TRY_AGAIN_SOON_MESSAGE);
    }
  }

  private counters(policy: RatePolicyName, caller: RateCaller): { limiter: RateLimiterRedis; key: string }[] {
    const limits = this.authConfig.rateLimits[policy];
    const base = `${this.config.queuePrefix}:rate:${policy}`;
    const counters: { limiter: RateLimiterRedis; key: string }[] = [];
    if (this.authConfig.rateLimitLoopback || !isLoopback(caller.ip)) {
      counters.push({ limiter: this.limiter(`${base}:ip`, limits.ip), key: caller.ip });
    }
    if (limits.account && caller.account) {
      counters.push({ limiter: this.limiter(`${base}:acct`, limits.account), key: caller.account });
    }
    return counters;
  }

  /**
   * Counts the call; 429 (with the seconds until the window ends) once a counter is past its limit.
   * A refused call gives its counts back: only calls that went on use the limit up, so a school's
   * children clicking again behind one address while the others sign in never lock it for the window.
   */
  async hit(policy: RatePolicyName, caller: RateCaller): Promise<void> {
    let retryAfter = 0;
    const counted: { limiter: RateLimiterRedis; key: string }[] = [];
    for (const counter of this.counters(policy, caller)) {
      try {
        await this.run(() => counter.limiter.consume(counter.key));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        retryAfter = Math.max(retryAfter, Math.ceil(error.msBeforeNext / 1000));
      }
      counted.push(counter);
    }
    if (retryAfter === 0) return;
    for (const { limiter, key } of counted) await this.run(() => limiter.reward(key));
    throw new TooManyRequestsException(retryAfter);
  }

  /** Gives a successful login its counts back: only failures use the limit up. */
  async refund(policy: RatePolicyName, caller: RateCaller): Promise<void> {
    for (const { limiter, key } of this.counters(policy, caller)) await this.run(() => limiter.reward(key));
  }

  /** Forgets an account's counts (after a password reset the owner can log in at once). */
  async clearAccount(policy: RatePolicyName, account: string): Promise<void> {
    const limit = this.authConfig.rateLimits[policy].account;
    if (!limit) return;
    await this.run(() =>
      this.limiter(`${this.config.queuePrefix}:rate:${policy}:acct`, limit).delete(account),
    );
  }

  onApplicationShutdown(): void {
    this.connection?.disconnect();
  }
}
