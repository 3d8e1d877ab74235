import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { EVENT_COPIES } from '@pylands/contracts';
import { Queue, Worker, type Job } from 'bullmq';
import type IORedis from 'ioredis';
import type { z } from 'zod';
import { within } from '../async/within';
import { SERVICE_CONFIG, type ServiceConfig } from '../config/service-config';
import { RequestContext } from '../logging/request-context';
import { observeWorker, withoutTraceContext } from '../observability/jobs';
import { createRedisConnection } from './redis-connection';

const PUBLISH_TIMEOUT_MS = 2000;
const CLOSE_TIMEOUT_MS = 2000;

/**
 * Domain events over BullMQ queues: a queue per event type, one consuming service per queue (the
 * service that keeps its own copy of the fact). Jobs retry with back-off, so a consumer that is down
 * catches up when it returns.
 */
@Injectable()
export class DomainEvents implements OnApplicationShutdown {
  private readonly logger = new Logger('DomainEvents');
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private publisherConnection?: IORedis;
  private readonly workerConnections: IORedis[] = [];

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    private readonly context: RequestContext,
  ) {}

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      this.publisherConnection ??= createRedisConnection(this.config.redisUrl, 'publisher');
      queue = new Queue(name, { connection: this.publisherConnection, prefix: this.config.queuePrefix });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  /**
   * Best effort: the caller's durable write already happened in PostgreSQL, so an unreachable Redis
   * is logged and the request still succeeds. The event also goes to its copies (EVENT_COPIES), one
   * queue per further consuming service. A job published while a request is served carries its id.
   */
  async publish<T extends object>(queueName: string, payload: T): Promise<boolean> {
    const queues = [queueName, ...(EVENT_COPIES[queueName] ?? [])];
    const data = this.context.jobData(payload);
    const published = await Promise.all(queues.map((name) => this.publishTo(name, data)));
    return published.every(Boolean);
  }

  private async publishTo<T extends object>(queueName: string, payload: T): Promise<boolean> {
    try {
      await within(
        this.queue(queueName).add(queueName, payload, {
          attempts: 10,
          backoff: { type: 'exponential', delay: 500 },
          removeOnComplete: 1000,
          removeOnFail: 5000,
        }),
        PUBLISH_TIMEOUT_MS,
        'Redis did not answer in time',
      );
      return true;
    } catch (error) {
      this.logger.warn({ message: 'Event not published', queue: queueName, error: (error as Error).message });
      return false;
    }
  }

  /** Consumes a queue; payloads that fail the schema are dropped with a warning (they cannot succeed later). */
  consume<S extends z.ZodType>(
    queueName: string,
    schema: S,
    handler: (event: z.output<S>) => Promise<void>,
  ): Worker {
    const connection = createRedisConnection(this.config.redisUrl, 'worker');
    this.workerConnections.push(connection);
    const worker = new Worker(
      queueName,
      async (job: Job) =>
        // The job's lines carry the request id of the call that published it.
        this.context.runForJob(job, async () => {
          const { request_id: _requestId, ...payload } = (withoutTraceContext(job.data) ?? {}) as Record<
            string,
            unknown
          >;
          const parsed = schema.safeParse(payload);
          if (!parsed.success) {
            this.logger.warn({ message: 'Malformed event dropped', queue: queueName, jobId: job.id });
            return;
          }
          await handler(parsed.data);
        }),
      {
        connection,
        prefix: this.config.queuePrefix,
        concurrency: 4,
        autorun: true,
      },
    );
    worker.on('error', (error) =>
      this.logger.warn({ message: 'Worker error', queue: queueName, error: error.message }),
    );
    observeWorker(worker);
    this.workers.push(worker);
    return worker;
  }

  /** A worker lets its current jobs finish, unless Redis is unreachable: then there is none to wait for. */
  private async closeWorker(worker: Worker): Promise<void> {
    const reachable = await within(worker.waitUntilReady(), CLOSE_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    await closeWithin(worker, () => worker.close(!reachable));
  }

  async onApplicationShutdown(): Promise<void> {
    // Closing waits for Redis: bounded, then forced, so a service whose Redis is gone still stops
    // (a worker would otherwise wait for ever to finish its jobs and keep retrying the connection).
    await Promise.all([
      ...this.workers.map((worker) => this.closeWorker(worker)),
      ...[...this.queues.values()].map((queue) => closeWithin(queue, () => queue.close())),
    ]);
    this.publisherConnection?.disconnect();
    for (const connection of this.workerConnections) connection.disconnect();
  }
}

/** Closes gracefully within CLOSE_TIMEOUT_MS, else drops the connections. */
async function closeWithin(closable: Queue | Worker, close: () => Promise<void>): Promise<void> {
  try {
    await within(close(), CLOSE_TIMEOUT_MS);
  } catch {
    await within(closable.disconnect(), CLOSE_TIMEOUT_MS).catch(() => undefined);
  }
}
