import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainEvents } from '@pylands/common';
import { EMAIL_QUEUE, emailJobSchema, type EmailJob } from '@pylands/contracts';
import nodemailer, { type Transporter } from 'nodemailer';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import { renderEmail } from './templates';

/**
 * Sends the queued emails over SMTP with nodemailer. Without SMTP_URL (development) each email is
 * written as an `.eml` file to the mailbox folder instead. A failed send is retried by the queue.
 */
@Injectable()
export class MailWorker implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private transport?: Transporter;

  constructor(
    private readonly events: DomainEvents,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Optional() private readonly dataSource?: DataSource,
  ) {}

  onModuleInit(): void {
    this.transport = this.config.smtpUrl
      ? nodemailer.createTransport(this.config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    this.events.consume(EMAIL_QUEUE, emailJobSchema, (job) => this.deliver(job));
  }

  async deliver(job: EmailJob): Promise<void> {
    const unsubscribe = job.email_id
      ? new URL(`/api/user/unsubscribe/${job.email_id}`, `${this.config.appUrl}/`).toString()
      : undefined;
    const { subject, text, html } = renderEmail(job, unsubscribe);
    const info = await this.transport!.sendMail({
      from: this.config.mailFrom,
      to: job.to,
      subject,
      text,
      html,
    });
    if (!this.config.smtpUrl) {
      await mkdir(this.config.mailboxDir, { recursive: true });
      const file = path.join(
        this.config.mailboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, (info as { message: Buffer }).message);
      await this.markSent(job);
      this.logger.log({ message: 'email written to the mailbox folder', template: job.template, file });
      return;
    }
    await this.markSent(job);
    this.logger.log({ message: 'email sent', template: job.template });
  }

  private async markSent(job: EmailJob): Promise<void> {
    if (!job.email_id || !this.dataSource) return;
    await this.dataSource.query(
      `UPDATE "auth"."emails" SET "status" = 'sent', "sent_at" = now() WHERE "id"::text = $1`,
      [job.email_id],
    );
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
