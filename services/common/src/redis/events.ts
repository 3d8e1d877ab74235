import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EVENT_COPIES } from '@pylands/contracts';
import { Queue, Worker, type Job } from 'bullmq';
import type IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { within } from '../async/within';
import { SERVICE_CONFIG, type ServiceConfig } from '../config/service-config';
import { RequestContext } from '../logging/request-context';
import { observeWorker, withoutTraceContext } from '../observability/jobs';
import { EventOutbox, type OutboxEvent } from './event-outbox';
import { createRedisConnection, redisUnreachable } from './redis-connection';

const PUBLISH_TIMEOUT_MS = 2000;
const CLOSE_TIMEOUT_MS = 2000;
const RELAY_INTERVAL_MS = 1000;
const RELAY_BATCH = 100;
const JOB_OPTIONS = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
} as const;

/**
 * Domain events over BullMQ queues: a queue per event type, one consuming service per queue (the
 * service that keeps its own copy of the fact). Jobs retry with back-off, so a consumer that is down
 * catches up when it returns. An event Redis cannot take goes to the service's outbox table in
 * PostgreSQL (the caller's durable write already happened there); a relay sends the outbox, oldest
 * first and each once, when Redis is back. While the outbox holds events, new ones queue behind them.
 */
@Injectable()
export class DomainEvents implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('DomainEvents');
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private publisherConnection?: IORedis;
  private readonly workerConnections: IORedis[] = [];

  private readonly outbox: EventOutbox;
  /** The outbox may hold events (unknown at start: the relay looks once). */
  private backlog = true;
  /** Counts outbox writes, so a relay that found the outbox empty knows nothing came in meanwhile. */
  private written = 0;
  private relaying?: Promise<void>;
  private relayTimer?: NodeJS.Timeout;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    private readonly context: RequestContext,
    dataSource: DataSource,
  ) {
    this.outbox = new EventOutbox(dataSource, (dataSource.options as { schema?: string }).schema ?? 'public');
  }

  async onModuleInit(): Promise<void> {
    // Events left from before (a restart during an outage) go first; an unreadable outbox counts as full.
    this.backlog = await this.outbox.oldest(1).then(
      (events) => events.length > 0,
      () => true,
    );
    // Connects the publisher; once it is ready the relay sends what is left.
    void this.relay();
    this.relayTimer = setInterval(() => void this.relay(), RELAY_INTERVAL_MS);
    this.relayTimer.unref();
  }

  private get publisher(): IORedis {
    if (!this.publisherConnection) {
      this.publisherConnection = createRedisConnection(this.config.redisUrl, 'publisher');
      this.publisherConnection.on('ready', () => void this.relay());
    }
    return this.publisherConnection;
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.publisher, prefix: this.config.queuePrefix });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  /**
   * Sends the event, or keeps it in the outbox: the request succeeds either way. The event also goes
   * to its copies (EVENT_COPIES), one queue per further consuming service. A job published while a
   * request is served carries its id. True when Redis took every copy now.
   */
  async publish<T extends object>(queueName: string, payload: T): Promise<boolean> {
    const queues = [queueName, ...(EVENT_COPIES[queueName] ?? [])];
    const data = this.context.jobData(payload);
    const direct = !this.backlog && !redisUnreachable(this.publisher);
    const published = await Promise.all(
      queues.map(async (name) => (direct && (await this.publishTo(name, data))) || this.keep(name, data)),
    );
    return direct && published.every((sent) => sent === true);
  }

  /** Into the outbox; false (and a log line) when PostgreSQL cannot take it either. */
  private async keep(queueName: string, payload: object): Promise<'kept' | false> {
    try {
      await this.outbox.add(queueName, payload);
      this.written++;
      this.backlog = true;
      return 'kept';
    } catch (error) {
      this.logger.error({ message: 'Event lost', queue: queueName, error: (error as Error).message });
      return false;
    }
  }

  private async publishTo(queueName: string, payload: object, jobId?: string): Promise<boolean> {
    try {
      await within(
        this.queue(queueName).add(queueName, payload, { ...JOB_OPTIONS, jobId }),
        PUBLISH_TIMEOUT_MS,
        'Redis did not answer in time',
      );
      return true;
    } catch (error) {
      this.logger.warn({ message: 'Event not published', queue: queueName, error: (error as Error).message });
      return false;
    }
  }

  /** Sends the outbox while Redis takes it; one relay at a time per process. */
  relay(): Promise<void> {
    if (!this.backlog || this.relaying || this.publisher.status !== 'ready')
      return this.relaying ?? Promise.resolve();
    this.relaying = this.drain()
      .catch((error: Error) => this.logger.warn({ message: 'Outbox relay failed', error: error.message }))
      .finally(() => (this.relaying = undefined));
    return this.relaying;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const seen = this.written;
      const events = await this.outbox.oldest(RELAY_BATCH);
      if (events.length === 0) {
        if (seen === this.written) this.backlog = false;
        return;
      }
      const sent: string[] = [];
      for (const event of events) {
        if (!(await this.send(event))) break;
        sent.push(event.id);
      }
      await this.outbox.remove(sent);
      if (sent.length < events.length) return;
    }
  }

  private send(event: OutboxEvent): Promise<boolean> {
    return this.publishTo(event.queue, event.payload, this.outbox.jobId(event));
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
    clearInterval(this.relayTimer);
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
