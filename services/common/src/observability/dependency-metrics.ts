import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type IORedis from 'ioredis';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { within } from '../async/within';
import { SERVICE_CONFIG, type ServiceConfig } from '../config/service-config';
import { SERVICE_NAME } from '../health/health.controller';
import { createRedisConnection, pingRedis } from '../redis/redis-connection';
import { metricsRegistry } from './metrics-registry';

const PROBE_TIMEOUT_MS = 1000;

type Probe = () => Promise<boolean>;
const probes = new Map<string, { service: string; dependency: string; probe: Probe }>();

export const dependencyUp = new Gauge({
  name: 'pylands_dependency_up',
  help: 'Whether the service reaches a dependency (1) or not (0), checked at each scrape.',
  labelNames: ['service', 'dependency'] as const,
  registers: [metricsRegistry],
  async collect() {
    await Promise.all(
      [...probes.values()].map(async ({ service, dependency, probe }) => {
        const up = await within(probe(), PROBE_TIMEOUT_MS).catch(() => false);
        this.set({ service, dependency }, up ? 1 : 0);
      }),
    );
  },
});

/**
 * Reports PostgreSQL and Redis as `pylands_dependency_up{dependency="postgres"|"redis"}`: the
 * alert rules' "Redis down" and "PostgreSQL down" read these.
 */
@Injectable()
export class DependencyMetrics implements OnModuleInit, OnApplicationShutdown {
  private readonly redis: IORedis;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {
    this.redis = createRedisConnection(config.redisUrl, 'probe', 'metrics-probe');
  }

  onModuleInit(): void {
    this.track('postgres', async () => {
      await this.dataSource.query('SELECT 1');
      return true;
    });
    this.track('redis', () => pingRedis(this.redis));
  }

  private track(dependency: string, probe: Probe): void {
    probes.set(`${this.service}/${dependency}`, { service: this.service, dependency, probe });
  }

  onApplicationShutdown(): void {
    for (const key of [...probes.keys()]) if (key.startsWith(`${this.service}/`)) probes.delete(key);
    this.redis.disconnect();
  }
}
