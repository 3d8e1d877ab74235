import { Controller, Get, HttpStatus, Inject, Res, type OnApplicationShutdown } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { within } from '../async/within';
import { SERVICE_CONFIG, type ServiceConfig } from '../config/service-config';
import { createRedisConnection, pingRedis } from '../redis/redis-connection';
import { Public } from '../session/decorators';

type Check = 'up' | 'down';
export interface HealthReport {
  status: 'ok' | 'error';
  service: string;
  checks: { postgres: Check; redis: Check };
}

const CHECK_TIMEOUT_MS = 1500;

export const SERVICE_NAME = Symbol('SERVICE_NAME');

/** GET /health: 200 when PostgreSQL answers SELECT 1 and Redis answers PING, else 503. */
@Controller()
export class HealthController implements OnApplicationShutdown {
  private readonly redis: IORedis;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(SERVICE_NAME) private readonly serviceName: string,
  ) {
    this.redis = createRedisConnection(config.redisUrl, 'probe');
  }

  @Public()
  @Get('health')
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const [postgres, redis] = await Promise.all([
      within(this.dataSource.query('SELECT 1'), CHECK_TIMEOUT_MS).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      within(pingRedis(this.redis), CHECK_TIMEOUT_MS).then(
        (pong) => (pong ? ('up' as const) : ('down' as const)),
        () => 'down' as const,
      ),
    ]);
    const ok = postgres === 'up' && redis === 'up';
    reply.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).header('cache-control', 'no-store');
    return { status: ok ? 'ok' : 'error', service: this.serviceName, checks: { postgres, redis } };
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
