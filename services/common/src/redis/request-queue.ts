import { Queue, QueueEvents } from 'bullmq';
import type IORedis from 'ioredis';
import { within } from '../async/within';
import type { ServiceConfig } from '../config/service-config';
import { createRedisConnection, redisUnreachable } from './redis-connection';

const CLOSE_TIMEOUT_MS = 2000;

/**
 * An API's side of a job queue whose workers answer (tips, completion verifiers): the queue on a
 * fail-fast connection, and the listener for finished jobs, each made on first use.
 */
export class RequestQueue<Data, Result> {
  private publisher?: IORedis;
  private listener?: IORedis;
  private jobs?: Queue<Data, Result>;
  private finished?: QueueEvents;

  constructor(
    private readonly name: string,
    private readonly config: Pick<ServiceConfig, 'redisUrl' | 'queuePrefix'>,
  ) {}

  queue(): Queue<Data, Result> {
    if (!this.jobs) {
      this.publisher = createRedisConnection(this.config.redisUrl, 'publisher', `${this.name}-queue`);
      this.jobs = new Queue<Data, Result>(this.name, {
        connection: this.publisher,
        prefix: this.config.queuePrefix,
      });
      this.jobs.on('error', () => undefined);
    }
    return this.jobs;
  }

  /** True once the queue's connection was ready and is lost: a caller then gives up at once. */
  unreachable(): boolean {
    return this.publisher !== undefined && redisUnreachable(this.publisher);
  }

  /**
   * Made only once a job could be added: a QueueEvents that never reached Redis cannot be closed,
   * and would keep a stopping service alive.
   */
  events(): QueueEvents {
    if (!this.finished) {
      this.listener = createRedisConnection(this.config.redisUrl, 'worker', `${this.name}-events`);
      this.finished = new QueueEvents(this.name, {
        connection: this.listener,
        prefix: this.config.queuePrefix,
      });
      this.finished.on('error', () => undefined);
    }
    return this.finished;
  }

  /** Closing waits for Redis: bounded, so a service whose Redis is gone still stops. */
  async close(): Promise<void> {
    await within(Promise.allSettled([this.jobs?.close(), this.finished?.close()]), CLOSE_TIMEOUT_MS).catch(
      () => undefined,
    );
    this.publisher?.disconnect();
    this.listener?.disconnect();
  }
}
