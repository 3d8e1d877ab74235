import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type IORedis from 'ioredis';
import { SERVICE_CONFIG, type ServiceConfig } from '../config/service-config';
import { createRedisConnection, pingRedis } from '../redis/redis-connection';

/**
 * Terminus indicator for Redis: PING on the service's own probe connection. (Terminus'
 * MicroserviceHealthIndicator would open a Nest microservice client per check instead.)
 */
@Injectable()
export class RedisHealthIndicator implements OnApplicationShutdown {
  private readonly redis: IORedis;

  constructor(
    private readonly health: HealthIndicatorService,
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
  ) {
    this.redis = createRedisConnection(config.redisUrl, 'probe');
  }

  pingCheck<Key extends string>(key: Key, timeoutMs: number) {
    return this.health
      .check(key)
      .attempt(async () => {
        if (!(await pingRedis(this.redis))) throw new Error('Redis did not answer PONG');
      })
      .withTimeout(timeoutMs);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
