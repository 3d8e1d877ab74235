import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '@pylands/common';
import { DataSource } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import { WEEKLY_REPORT_TEMPLATE } from '../weekly-report/weekly-report-template';
import { rowsOf } from './rows-of';

/** user/open and user/unsubscribe: what the links in our emails do. */
@Injectable()
export class EmailLinksService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /**
   * Records the first open of an email and answers where to go: `redirect_url` when it is a path
   * of this app (or an address under APP_URL), else home, so the link can never send anyone to
   * another site.
   */
  async open(emailId: string, redirectUrl: string | undefined): Promise<string> {
    if (isUuid(emailId)) {
      await this.dataSource.query(
        `UPDATE "auth"."emails" SET "opened_at" = now() WHERE "id" = $1 AND "opened_at" IS NULL`,
        [emailId],
      );
    }
    return this.safeTarget(redirectUrl);
  }

  safeTarget(redirectUrl: string | undefined): string {
    if (!redirectUrl || redirectUrl.length > 2000) return '/';
    if (redirectUrl.startsWith('/') && !redirectUrl.startsWith('//') && !redirectUrl.includes('\\')) {
      return redirectUrl;
    }
    try {
      const target = new URL(redirectUrl);
      const app = new URL(`${this.config.appUrl}/`);
      if (target.origin === app.origin) return `${target.pathname}${target.search}`;
    } catch {
      // Not a URL: home.
    }
    return '/';
  }

  /**
   * Opts the email's account out of what the email was: a weekly summary turns the weekly summary
   * off, any other email turns news off. Answers the unsubscribed page in the account's language.
   */
  async unsubscribe(emailId: string): Promise<string> {
    let language = 'en';
    if (isUuid(emailId)) {
      const result: unknown = await this.dataSource.query(
        `UPDATE "auth"."emails" SET "unsubscribed_at" = coalesce("unsubscribed_at", now())
          WHERE "id" = $1 RETURNING "user_id", "template"`,
        [emailId],
      );
      const email = rowsOf<{ user_id: string | null; template: string }>(result)[0];
      if (email?.user_id) {
        const setting = email.template === WEEKLY_REPORT_TEMPLATE ? 'weekly_report' : 'news_opt_out';
        const users = rowsOf<{ language: string | null }>(
          await this.dataSource.query(
            `UPDATE "auth"."users" SET "${setting}" = $2 WHERE "id" = $1 RETURNING "language"`,
            [email.user_id, setting === 'news_opt_out'],
          ),
        );
        language = users[0]?.language ?? 'en';
      }
    }
    return `/${language}/unsubscribed`;
  }
}
