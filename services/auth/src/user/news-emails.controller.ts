import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { createZodDto, CurrentIdentity, type Identity } from '@pylands/common';
import {
  queueEmailsBodySchema,
  queueUserEmailsForAllQuerySchema,
  sendEmailsQuerySchema,
  type QueuedEmails,
  type SentEmails,
} from '@pylands/contracts';
import { NewsEmailsService } from './news-emails.service';

class QueueEmailsBody extends createZodDto(queueEmailsBodySchema) {}
class QueueForAllQuery extends createZodDto(queueUserEmailsForAllQuerySchema) {}
class SendEmailsQuery extends createZodDto(sendEmailsQuerySchema) {}

/** The spec's staff email calls (§7 User); platform staff only (403 for everyone else). */
@Controller('api/user')
export class NewsEmailsController {
  constructor(private readonly news: NewsEmailsService) {}

  @Post('queue_emails')
  @HttpCode(200)
  async queueEmails(
    @CurrentIdentity() identity: Identity,
    @Body() body: QueueEmailsBody,
  ): Promise<QueuedEmails> {
    await this.news.assertStaff(identity);
    return this.news.queueFor(body.emails, body.template_name, body.subject);
  }

  @Post('queue_user_emails_for_all')
  @HttpCode(200)
  async queueForAll(
    @CurrentIdentity() identity: Identity,
    @Query() query: QueueForAllQuery,
  ): Promise<QueuedEmails> {
    await this.news.assertStaff(identity);
    return this.news.queueForAll(query.template_name, query.subject, query.recipient_email);
  }

  @Post('send_emails')
  @HttpCode(200)
  async send(@CurrentIdentity() identity: Identity, @Query() query: SendEmailsQuery): Promise<SentEmails> {
    await this.news.assertStaff(identity);
    return this.news.send(query.rows);
  }
}
