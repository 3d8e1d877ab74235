import { Inject, Injectable, ServiceUnavailableException, type OnApplicationShutdown } from '@nestjs/common';
import {
  createRedisConnection,
  SERVICE_CONFIG,
  SessionRegistry,
  within,
  type ServiceConfig,
} from '@pylands/common';
import type IORedis from 'ioredis';

const CHECK_TIMEOUT_MS = 1500;

/**
 * Whether a student is one of a parent's live students, read from the session hash the auth service
 * keeps for every account (`s:<student_id>` fields, see SessionRegistry): the guard has just checked
 * that hash for this very session, so the answer is as fresh as the session itself.
 */
@Injectable()
export class ParentStudents implements OnApplicationShutdown {
  private connection?: IORedis;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    private readonly registry: SessionRegistry,
  ) {}

  private get redis(): IORedis {
    if (!this.connection) {
      // Like the session guard's: a command waits (bounded) while the connection is being made.
      this.connection = createRedisConnection(this.config.redisUrl, 'command', 'tips-parents');
    }
    return this.connection;
  }

  async owns(parentId: string, studentId: string): Promise<boolean> {
    try {
      const field = await within(
        this.redis.hget(this.registry.key(parentId), `s:${studentId}`),
        CHECK_TIMEOUT_MS,
      );
      return field === '1';
    } catch {
      throw new ServiceUnavailableException('Students cannot be checked right now');
    }
  }

  onApplicationShutdown(): void {
    this.connection?.disconnect();
  }
}
