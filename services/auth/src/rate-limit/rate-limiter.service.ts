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
import { createRedisConnection, SERVICE_CONFIG, within, type ServiceConfig } from '@pylands/common';
import type IORedis from 'ioredis';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import type { Limit, RatePolicyName } from './rate-limits';

const HIT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;
const REFUND = `if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0`;
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

/** The account part of a rate-limit key: an email as typed (normalised) or a token's hash. */
export function accountKey(email: unknown, token: unknown): string | null {
  if (typeof email === 'string' && email.trim()) return `e:${email.trim().toLowerCase().slice(0, 254)}`;
  if (typeof token === 'string' && token.trim()) {
    return `t:${createHash('sha256').update(token.trim()).digest('hex').slice(0, 32)}`;
  }
  return null;
}

/** Fixed-window counters in Redis, per IP and per account (the policies in rate-limits.ts). */
@Injectable()
export class RateLimiter implements OnModuleInit, OnApplicationShutdown {
  private connection?: IORedis;

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

  private async run<T>(work: Promise<T>): Promise<T> {
    try {
      return await within(work, TIMEOUT_MS);
    } catch {
      throw new ServiceUnavailableException('Please try again in a moment');
    }
  }

  private keys(policy: RatePolicyName, caller: RateCaller): { key: string; limit: Limit }[] {
    const limits = this.authConfig.rateLimits[policy];
    const base = `${this.config.queuePrefix}:rate:${policy}`;
    const keys = [{ key: `${base}:ip:${caller.ip}`, limit: limits.ip }];
    if (limits.account && caller.account)
      keys.push({ key: `${base}:acct:${caller.account}`, limit: limits.account });
    return keys;
  }

  /** Counts the call; 429 (with the seconds until the window ends) once a counter is past its limit. */
  async hit(policy: RatePolicyName, caller: RateCaller): Promise<void> {
    let retryAfter = 0;
    for (const { key, limit } of this.keys(policy, caller)) {
      const [count, ttlMs] = (await this.run(
        this.redis.eval(HIT, 1, key, String(limit.windowSeconds * 1000)),
      )) as [number, number];
      if (count > limit.limit) retryAfter = Math.max(retryAfter, Math.ceil(ttlMs / 1000));
    }
    if (retryAfter > 0) throw new TooManyRequestsException(retryAfter);
  }

  /** Gives a successful login its counts back: only failures use the limit up. */
  async refund(policy: RatePolicyName, caller: RateCaller): Promise<void> {
    for (const { key } of this.keys(policy, caller)) await this.run(this.redis.eval(REFUND, 1, key));
  }

  /** Forgets an account's counts (after a password reset the owner can log in at once). */
  async clearAccount(policy: RatePolicyName, account: string): Promise<void> {
    await this.run(this.redis.del(`${this.config.queuePrefix}:rate:${policy}:acct:${account}`));
  }

  onApplicationShutdown(): void {
    this.connection?.disconnect();
  }
}
