import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { DomainEvents, type Identity } from '@pylands/common';
import {
  EMAIL_QUEUE,
  NEWS_TEMPLATES,
  type EmailJob,
  type NewsTemplate,
  type QueuedEmails,
  type SentEmails,
} from '@pylands/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { normalizeEmail } from '../accounts/users-by-email';
import { MailService } from '../mail/mail.service';
import { User } from '../users/user.entity';
import { rowsOf } from './rows-of';

/** A news email waiting in auth.emails, as send_emails picks it. */
interface WaitingEmail {
  id: string;
  template: NewsTemplate;
  to_address: string;
  subject: string | null;
  language: string | null;
}

/**
 * News emails from platform staff: queued in auth.emails first (queue_emails,
 * queue_user_emails_for_all), then handed to the mail worker in batches (send_emails), so a
 * mailing to every family goes out at a pace the SMTP server accepts.
 */
@Injectable()
export class NewsEmailsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    private readonly mail: MailService,
  ) {}

  async assertStaff(identity: Identity): Promise<void> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: identity.user_id });
    if (!user) throw new UnauthorizedException('Not signed in');
    if (!user.isStaff) throw new ForbiddenException('Only platform staff can send emails');
  }

  /** The listed addresses; an address whose account unsubscribed is skipped, as are repeats. */
  async queueFor(emails: string[], template: NewsTemplate, subject?: string): Promise<QueuedEmails> {
    const addresses = [...new Set(emails.map(normalizeEmail))];
    return this.dataSource.transaction(async (manager) => {
      const inserted = rowsOf<{ id: string }>(
        await manager.query(
          `INSERT INTO "auth"."emails" ("user_id", "template", "to_address", "subject")
           SELECT u."id", $2, a.address, $3
             FROM unnest($1::text[]) AS a(address)
             LEFT JOIN "auth"."users" u ON lower(u."email") = a.address
            WHERE coalesce(u."news_opt_out", false) = false
           RETURNING "id"`,
          [addresses, template, subject ?? null],
        ),
      );
      return { queued: inserted.length, skipped: emails.length - inserted.length };
    });
  }

  /**
   * Every account that takes news (verified email, not unsubscribed); with `recipientEmail` only
   * that address (staff try a mailing on themselves first).
   */
  async queueForAll(
    template: NewsTemplate,
    subject?: string,
    recipientEmail?: string,
  ): Promise<QueuedEmails> {
    if (recipientEmail) return this.queueFor([recipientEmail], template, subject);
    return this.dataSource.transaction(async (manager: EntityManager) => {
      const inserted = rowsOf<{ id: string }>(
        await manager.query(
          `INSERT INTO "auth"."emails" ("user_id", "template", "to_address", "subject")
           SELECT "id", $1, "email", $2 FROM "auth"."users"
            WHERE "news_opt_out" = false AND "email_verified" = true
           RETURNING "id"`,
          [template, subject ?? null],
        ),
      );
      const [{ total }] = rowsOf<{ total: number }>(
        await manager.query(`SELECT count(*)::int AS total FROM "auth"."users"`),
      );
      return { queued: inserted.length, skipped: total - inserted.length };
    });
  }

  /** Up to `rows` waiting news emails, oldest first, onto the mail queue. */
  async send(rows: number): Promise<SentEmails> {
    const picked = await this.dataSource.transaction(async (manager) => {
      // Unsubscribed since they were queued: they are never sent.
      await manager.query(
        `DELETE FROM "auth"."emails" e USING "auth"."users" u
          WHERE e."user_id" = u."id" AND u."news_opt_out" AND e."template" = ANY($1)
            AND e."status" = 'queued' AND e."dispatched_at" IS NULL`,
        [NEWS_TEMPLATES],
      );
      // SKIP LOCKED: two send_emails at once never pick the same email.
      return rowsOf<WaitingEmail>(
        await manager.query(
          `WITH picked AS (
             SELECT "id" FROM "auth"."emails"
              WHERE "template" = ANY($1) AND "status" = 'queued' AND "dispatched_at" IS NULL
              ORDER BY "created_at", "id" LIMIT $2 FOR UPDATE SKIP LOCKED)
           UPDATE "auth"."emails" e SET "dispatched_at" = now() FROM picked WHERE e."id" = picked."id"
           RETURNING e."id", e."template", e."to_address", e."subject",
             (SELECT u."language" FROM "auth"."users" u WHERE u."id" = e."user_id") AS "language"`,
          [NEWS_TEMPLATES, rows],
        ),
      );
    });
    let sent = 0;
    for (const email of picked) {
      const job: EmailJob = {
        template: email.template,
        to: email.to_address,
        // Through user/open: the first click is recorded, then the family lands on the game.
        link: this.mail.link(`/api/user/open/${email.id}`, { redirect_url: `/${email.language ?? 'en'}` }),
        ...(email.subject ? { subject: email.subject } : {}),
        // In the family's language (English when they never chose one).
        ...(email.language ? { language: email.language } : {}),
        email_id: email.id,
      };
      if (await this.events.publish(EMAIL_QUEUE, job)) sent += 1;
      else {
        // Redis did not take it: it waits for the next send_emails.
        await this.dataSource.query(`UPDATE "auth"."emails" SET "dispatched_at" = NULL WHERE "id" = $1`, [
          email.id,
        ]);
      }
    }
    const [{ remaining }] = rowsOf<{ remaining: number }>(
      await this.dataSource.query(
        `SELECT count(*)::int AS remaining FROM "auth"."emails"
          WHERE "template" = ANY($1) AND "status" = 'queued' AND "dispatched_at" IS NULL`,
        [NEWS_TEMPLATES],
      ),
    );
    return { sent, remaining };
  }
}
