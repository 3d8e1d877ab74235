import { Controller, Get, HttpStatus, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, TypeOrmHealthIndicator, type HealthCheckResult } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../session/decorators';
import { RedisHealthIndicator } from './redis.health';

type Check = 'up' | 'down';
export interface HealthReport {
  status: 'ok' | 'error';
  service: string;
  checks: { postgres: Check; redis: Check };
}

const CHECK_TIMEOUT_MS = 1500;

export const SERVICE_NAME = Symbol('SERVICE_NAME');

/**
 * GET /health: 200 when PostgreSQL answers SELECT 1 and Redis answers PING, else 503. Terminus runs
 * the checks; the body keeps the small shape the gateway's /api/health and the stack scripts read.
 */
@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly postgres: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
    private readonly dataSource: DataSource,
    @Inject(SERVICE_NAME) private readonly serviceName: string,
  ) {}

  private async run(): Promise<HealthCheckResult> {
    try {
      return await this.health.check([
        () =>
          this.postgres.pingCheck('postgres', { connection: this.dataSource }).withTimeout(CHECK_TIMEOUT_MS),
        () => this.redis.pingCheck('redis', CHECK_TIMEOUT_MS),
      ]);
    } catch (error) {
      // Terminus answers a failed check by throwing 503 with its full result as the body.
      if (error instanceof ServiceUnavailableException) return error.getResponse() as HealthCheckResult;
      throw error;
    }
  }

  @Public()
  @Get('health')
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const result = await this.run();
    const state = (key: 'postgres' | 'redis'): Check =>
      result.details[key]?.status === 'up' ? 'up' : 'down';
    const checks = { postgres: state('postgres'), redis: state('redis') };
    const ok = checks.postgres === 'up' && checks.redis === 'up';
    reply.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).header('cache-control', 'no-store');
    return { status: ok ? 'ok' : 'error', service: this.serviceName, checks };
  }
}
