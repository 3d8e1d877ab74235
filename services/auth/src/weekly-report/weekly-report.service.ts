import { Injectable, Logger } from '@nestjs/common';
import { UserType, type WeeklyReportChild, type WeeklyReportRunResult } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { MailService } from '../mail/mail.service';
import { rowsOf } from '../user/rows-of';
import { reportWeek, type ReportWeek } from './report-week';
import { WEEKLY_REPORT_TEMPLATE } from './weekly-report-template';
import { WeeklyDataClient } from './weekly-data-client';

interface Parent {
  id: string;
  email: string;
  language: string | null;
}

/** null: nothing to send after all (opted out or no students any more while the week was gathered). */
type Outcome = 'sent' | 'already_sent' | 'failed' | null;

/**
 * The weekly summary email: every opted-in parent with a verified email and at least one student
 * gets one email per ISO week with each child's week. The sent log (auth.weekly_reports) is claimed
 * before anything is gathered, so a second run or replica finds the claim and sends nothing.
 */
@Injectable()
export class WeeklyReportService {
  private readonly logger = new Logger('WeeklyReport');

  constructor(
    private readonly dataSource: DataSource,
    private readonly data: WeeklyDataClient,
    private readonly mail: MailService,
  ) {}

  async run(at = new Date()): Promise<WeeklyReportRunResult> {
    const week = reportWeek(at);
    const parents = rowsOf<Parent>(
      await this.dataSource.query(
        `SELECT u."id", u."email", u."language" FROM "auth"."users" u
          WHERE u."weekly_report" AND u."email_verified" AND u."user_type" = $1
            AND EXISTS (SELECT 1 FROM "auth"."students" s WHERE s."parent_id" = u."id")
          ORDER BY u."created_at"`,
        [UserType.Parent],
      ),
    );
    const result: WeeklyReportRunResult = { week: week.week, sent: 0, already_sent: 0, failed: 0 };
    for (const parent of parents) {
      const outcome = await this.sendTo(parent, week);
      if (outcome) result[outcome] += 1;
    }
    this.logger.log({ message: 'weekly summary run', ...result });
    return result;
  }

  private async sendTo(parent: Parent, week: ReportWeek): Promise<Outcome> {
    const claimed = rowsOf<{ user_id: string }>(
      await this.dataSource.query(
        `INSERT INTO "auth"."weekly_reports" ("user_id", "week") VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING "user_id"`,
        [parent.id, week.week],
      ),
    );
    if (claimed.length === 0) return 'already_sent';
    try {
      const children = await this.children(parent.id, week);
      // Opted out or lost every student while the week was gathered: nothing to send.
      if (children.length === 0 || !(await this.stillOptedIn(parent.id))) {
        await this.release(parent.id, week);
        return null;
      }
      const language = parent.language ?? 'en';
      const { emailId, queued } = await this.mail.record(
        {
          template: WEEKLY_REPORT_TEMPLATE,
          to: parent.email,
          link: this.mail.link(`/${language}`),
          language,
          weekly_report: {
            since: week.since.toISOString(),
            until: week.until.toISOString(),
            children,
          },
        },
        parent.id,
      );
      if (!queued) throw new Error('Redis did not take the email');
      await this.dataSource.query(
        `UPDATE "auth"."weekly_reports" SET "email_id" = $3 WHERE "user_id" = $1 AND "week" = $2`,
        [parent.id, week.week, emailId],
      );
      return 'sent';
    } catch (error) {
      // The claim goes, so the job's retry (or the next run this week) tries this parent again.
      await this.release(parent.id, week);
      this.logger.warn({
        message: 'weekly summary not sent',
        user_id: parent.id,
        error: (error as Error).message,
      });
      return 'failed';
    }
  }

  private async children(parentId: string, week: ReportWeek): Promise<WeeklyReportChild[]> {
    const students = rowsOf<{ id: string; username: string }>(
      await this.dataSource.query(
        `SELECT "id", "username" FROM "auth"."students" WHERE "parent_id" = $1 ORDER BY "created_at", "id"`,
        [parentId],
      ),
    );
    const children: WeeklyReportChild[] = [];
    for (const student of students) {
      const summary = await this.data.summary(student.id, week.since, week.until);
      // Assistant use is one line of the email: without tips the rest still goes out.
      const assistant = await this.data.assistantUsage(student.id, week.since, week.until).catch(() => null);
      children.push({ username: student.username, summary, assistant });
    }
    return children;
  }

  private async stillOptedIn(userId: string): Promise<boolean> {
    const rows = rowsOf<{ weekly_report: boolean }>(
      await this.dataSource.query(`SELECT "weekly_report" FROM "auth"."users" WHERE "id" = $1`, [userId]),
    );
    return rows[0]?.weekly_report === true;
  }

  private async release(userId: string, week: ReportWeek): Promise<void> {
    await this.dataSource.query(`DELETE FROM "auth"."weekly_reports" WHERE "user_id" = $1 AND "week" = $2`, [
      userId,
      week.week,
    ]);
  }
}
