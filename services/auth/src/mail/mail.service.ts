import { Inject, Injectable } from '@nestjs/common';
import { DomainEvents } from '@pylands/common';
import { EMAIL_QUEUE, type EmailJob } from '@pylands/contracts';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';

/** Queues emails (BullMQ) for the mail worker; builds the links they carry. */
@Injectable()
export class MailService {
  constructor(
    private readonly events: DomainEvents,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** An absolute link into the app (`/{lng}/…`) or the API (`/api/…`). */
  link(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, `${this.config.appUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }

  /** True when the email was queued (Redis answered). */
  send(job: EmailJob): Promise<boolean> {
    return this.events.publish(EMAIL_QUEUE, job);
  }
}
