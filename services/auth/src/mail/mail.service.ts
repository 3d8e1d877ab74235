import { Inject, Injectable } from '@nestjs/common';
import { DomainEvents } from '@pylands/common';
import { EMAIL_QUEUE, type EmailJob } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';

/** Queues emails (BullMQ) for the mail worker; builds the links they carry. */
@Injectable()
export class MailService {
  constructor(
    private readonly events: DomainEvents,
    private readonly dataSource: DataSource,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** An absolute link into the app (`/{lng}/…`) or the API (`/api/…`). */
  link(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, `${this.config.appUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }

  /**
   * Records the email (auth.emails, for user/open and user/unsubscribe) and queues it; true when
   * Redis took it. `userId` is the account it concerns, when there is one.
   */
  async send(job: EmailJob, userId: string | null = null): Promise<boolean> {
    return (await this.record(job, userId)).queued;
  }

  /** As send, also answering the email's row (the weekly summary's sent log names it). */
  async record(job: EmailJob, userId: string | null): Promise<{ emailId: string; queued: boolean }> {
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO "auth"."emails" ("user_id", "template") VALUES ($1, $2) RETURNING "id"`,
      [userId, job.template],
    );
    const emailId = rows[0].id;
    return { emailId, queued: await this.events.publish(EMAIL_QUEUE, { ...job, email_id: emailId }) };
  }

  /** The unsubscribe link every email carries (user/unsubscribe/{email_id}). */
  unsubscribeLink(emailId: string): string {
    return this.link(`/api/user/unsubscribe/${emailId}`);
  }
}
