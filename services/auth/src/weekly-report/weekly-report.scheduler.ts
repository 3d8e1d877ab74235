import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { createRedisConnection, DomainEvents, SERVICE_CONFIG, type ServiceConfig } from '@pylands/common';
import { Queue } from 'bullmq';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import {
  WEEKLY_REPORT_QUEUE,
  WEEKLY_REPORT_SCHEDULER,
  WEEKLY_RUN_JOB_OPTIONS,
  weeklyRunJobSchema,
} from './weekly-report.queue';
import { WeeklyReportService } from './weekly-report.service';

/**
 * Schedules the weekly summary on the auth service's BullMQ (cron WEEKLY_REPORT_CRON, UTC) and runs
 * the queue's jobs. Every replica upserts the same scheduler, so BullMQ makes one job per tick; the
 * sent log makes even a duplicate run harmless.
 */
@Injectable()
export class WeeklyReportScheduler implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('WeeklyReport');
  private queue?: Queue;
  private connection?: ReturnType<typeof createRedisConnection>;

  constructor(
    private readonly events: DomainEvents,
    private readonly reports: WeeklyReportService,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(AUTH_CONFIG) private readonly authConfig: AuthConfig,
  ) {}

  onModuleInit(): void {
    this.events.consume(WEEKLY_REPORT_QUEUE, weeklyRunJobSchema, async (job) => {
      const result = await this.reports.run(job.at ? new Date(job.at) : new Date());
      // A failure makes the job retry with back-off; parents already sent are skipped then.
      if (result.failed > 0) throw new Error(`${result.failed} weekly summaries could not be sent`);
    });
    this.connection = createRedisConnection(this.config.redisUrl, 'publisher', 'weekly-report');
    this.queue = new Queue(WEEKLY_REPORT_QUEUE, {
      connection: this.connection,
      prefix: this.config.queuePrefix,
    });
    this.queue.on('error', () => undefined);
    // Not awaited: a Redis outage at start must not stop the service; the next start upserts again.
    this.queue
      .upsertJobScheduler(
        WEEKLY_REPORT_SCHEDULER,
        { pattern: this.authConfig.weeklyReportCron, tz: 'UTC' },
        { name: WEEKLY_REPORT_QUEUE, data: {}, opts: WEEKLY_RUN_JOB_OPTIONS },
      )
      .catch((error: Error) =>
        this.logger.warn({ message: 'weekly summary not scheduled', error: error.message }),
      );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue?.close().catch(() => undefined);
    // BullMQ leaves a connection it was given open.
    this.connection?.disconnect();
  }
}
