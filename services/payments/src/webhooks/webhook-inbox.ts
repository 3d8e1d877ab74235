import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Catalogue } from '../catalogue/catalogue';
import { applyPaddleEvent, UnusableEvent } from './event-handlers';
import type { PaddleEvent } from './paddle-event';

/** How often pending events are looked for besides right after a receipt (one that failed, another instance's). */
export const INBOX_POLL_MS = 5000;
/** Attempts before an event that keeps failing is left for a person to look at. */
const MAX_ATTEMPTS = 20;

interface InboxRow {
  event_id: string;
  event_type: string;
  occurred_at: Date;
  payload: PaddleEvent;
}

/**
 * Paddle's events, stored in PostgreSQL on receipt (before Paddle gets its 200) and applied from
 * there: oldest first, each in one transaction with its "processed" mark, so each is applied exactly
 * once even when payments stops between receipt and grant (pending rows are taken up at start).
 * Rows are claimed with SKIP LOCKED: several instances share the inbox.
 */
@Injectable()
export class WebhookInbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WebhookInbox.name);
  private running: Promise<void> | null = null;
  private again = false;
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(Catalogue) private readonly catalogue: Catalogue,
  ) {}

  /** Stores an event; false when this event id was already received (a replay). */
  async receive(event: PaddleEvent): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO "payments"."webhook_inbox" ("event_id", "event_type", "occurred_at", "payload")
       VALUES ($1, $2, $3, $4) ON CONFLICT ("event_id") DO NOTHING RETURNING "event_id"`,
      [event.event_id, event.event_type, event.occurred_at, JSON.stringify(event)],
    );
    return rows.length > 0;
  }

  onApplicationBootstrap(): void {
    void this.drain();
    this.timer = setInterval(() => void this.drain(), INBOX_POLL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Applies every pending event; concurrent calls share one run (and ask it to look once more). */
  drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        const failed = new Set<string>();
        while (!this.stopped && (await this.applyNext(failed)));
      } while (this.again && !this.stopped);
    })()
      .catch((error: unknown) => this.logger.error({ message: 'inbox run failed', error: String(error) }))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Claims and applies the oldest pending event not in `skip` (failed in this run); false when none is left. */
  private async applyNext(skip: Set<string>): Promise<boolean> {
    let failed: { row: InboxRow; error: unknown } | null = null;
    const found = await this.dataSource.transaction(async (manager) => {
      const rows: InboxRow[] = await manager.query(
        `SELECT "event_id", "event_type", "occurred_at", "payload" FROM "payments"."webhook_inbox"
         WHERE "processed_at" IS NULL AND "attempts" < $1 AND NOT ("event_id" = ANY($2))
         ORDER BY "occurred_at", "received_at" LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [MAX_ATTEMPTS, [...skip]],
      );
      if (!rows.length) return false;
      const row = rows[0];
      await manager.query(`SAVEPOINT "apply_event"`);
      try {
        await applyPaddleEvent(manager, this.catalogue, row.payload);
        await manager.query(
          `UPDATE "payments"."webhook_inbox" SET "processed_at" = now(), "attempts" = "attempts" + 1 WHERE "event_id" = $1`,
          [row.event_id],
        );
      } catch (error) {
        await manager.query(`ROLLBACK TO SAVEPOINT "apply_event"`);
        // An unusable event is done with (kept with its note); anything else is tried again later.
        const done = error instanceof UnusableEvent;
        await manager.query(
          `UPDATE "payments"."webhook_inbox" SET "attempts" = "attempts" + 1, "last_error" = $2,
             "processed_at" = CASE WHEN $3 THEN now() ELSE NULL END
           WHERE "event_id" = $1`,
          [row.event_id, String(error instanceof Error ? error.message : error), done],
        );
        if (!done) skip.add(row.event_id);
        failed = { row, error };
      }
      return true;
    });
    if (failed) {
      const { row, error } = failed as { row: InboxRow; error: unknown };
      this.logger.warn({
        message: 'webhook event not applied',
        event_id: row.event_id,
        event_type: row.event_type,
        error: String(error),
      });
    }
    return found;
  }
}
