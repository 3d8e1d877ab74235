import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ORGANIZATIONS_CONFIG, type OrganizationsConfig } from '../auth-client/organizations-config';
import { PaymentsClient } from './payments-client';

/**
 * A new school's trial survives payments being down: registration writes a `pending_trials` row
 * (PostgreSQL, so a restart of organizations keeps it), asks payments at once, and a timer asks
 * again for every row left until payments takes it. Payments' trial call is idempotent, so two
 * replicas asking for the same school at once do no harm.
 */
@Injectable()
export class TrialOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('TrialOutbox');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: PaymentsClient,
    @Inject(ORGANIZATIONS_CONFIG) private readonly options: OrganizationsConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.retryPending(), this.options.trialRetryMs);
    this.timer.unref();
    void this.retryPending();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Records the trial to start, then tries once; a failure is left to the timer. */
  async request(organizationId: string, adminUserId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "organizations"."pending_trials" ("organization_id", "admin_user_id") VALUES ($1, $2)
       ON CONFLICT ("organization_id") DO NOTHING`,
      [organizationId, adminUserId],
    );
    await this.deliver(organizationId, adminUserId);
  }

  /** One pass over the rows left; passes never overlap within a process. */
  retryPending(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<void> {
    try {
      const rows: { organization_id: string; admin_user_id: string }[] = await this.dataSource.query(
        `SELECT "organization_id", "admin_user_id" FROM "organizations"."pending_trials"
         ORDER BY "created_at" LIMIT 50`,
      );
      for (const row of rows) await this.deliver(row.organization_id, row.admin_user_id);
    } catch (error) {
      this.logger.warn({ message: 'pending trials not retried', error: String(error) });
    }
  }

  private async deliver(organizationId: string, adminUserId: string): Promise<void> {
    if (await this.payments.startTrial(organizationId, adminUserId)) {
      await this.dataSource.query(
        `DELETE FROM "organizations"."pending_trials" WHERE "organization_id" = $1`,
        [organizationId],
      );
      return;
    }
    await this.dataSource.query(
      `UPDATE "organizations"."pending_trials" SET "attempts" = "attempts" + 1 WHERE "organization_id" = $1`,
      [organizationId],
    );
    this.logger.warn({
      message: 'the trial of a new school is not started yet; asked again later',
      organizationId,
    });
  }
}
