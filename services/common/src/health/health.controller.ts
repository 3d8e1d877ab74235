import { Controller, Get, HttpStatus, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, TypeOrmHealthIndicator, type HealthCheckResult } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../session/decorators';
import { RedisHealthIndicator } from './redis.health';

type Check = 'up' | 'down';
export interface HealthReport {
  status: 'ok' | 'down';
  service: string;
  checks: { database: Check; redis: Check };
}

const CHECK_TIMEOUT_MS = 1500;

export const SERVICE_NAME = Symbol('SERVICE_NAME');

/**
 * GET /health (readiness): 200 when PostgreSQL answers SELECT 1 and Redis answers PING, else 503
 * naming the part that is down; the gateway's /api/health shows each service's checks. Terminus runs
 * the checks. GET /health/live (liveness): 200 while the process answers, no dependency checked, so
 * an outage of PostgreSQL or Redis never gets every pod restarted.
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
          this.postgres.pingCheck('database', { connection: this.dataSource }).withTimeout(CHECK_TIMEOUT_MS),
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
    const state = (key: 'database' | 'redis'): Check =>
      result.details[key]?.status === 'up' ? 'up' : 'down';
    const checks = { database: state('database'), redis: state('redis') };
    const ok = checks.database === 'up' && checks.redis === 'up';
    reply.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).header('cache-control', 'no-store');
    return { status: ok ? 'ok' : 'down', service: this.serviceName, checks };
  }

  @Public()
  @Get('health/live')
  live(@Res({ passthrough: true }) reply: FastifyReply): { status: 'ok'; service: string } {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', service: this.serviceName };
  }
}
