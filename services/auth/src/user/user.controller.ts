import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Redirect } from '@nestjs/common';
import { createZodDto, CurrentIdentity, Public, type Identity } from '@pylands/common';
import {
  changeLanguageQuerySchema,
  openEmailQuerySchema,
  type Country,
  type LanguageSetting,
} from '@pylands/contracts';
import { EmailLinksService } from './emails.service';
import { UserService } from './user.service';

class ChangeLanguageQuery extends createZodDto(changeLanguageQuerySchema) {}
class OpenEmailQuery extends createZodDto(openEmailQuerySchema) {}

/** The user calls of §7 that concern the account: language and country. */
@Controller('api/user')
export class UserController {
  constructor(
    private readonly users: UserService,
    private readonly emails: EmailLinksService,
  ) {}

  /** `?language=French` (a name or a code); the body may carry the name instead. */
  @Post('change-language')
  @HttpCode(200)
  changeLanguage(
    @CurrentIdentity() identity: Identity,
    @Query() query: ChangeLanguageQuery,
    @Body() body: unknown,
  ): Promise<LanguageSetting> {
    const fromBody = typeof body === 'string' ? body : (body as { language?: unknown } | undefined)?.language;
    return this.users.changeLanguage(
      identity,
      query.language || (typeof fromBody === 'string' ? fromBody.slice(0, 100) : undefined),
    );
  }

  @Get('get-language')
  getLanguage(@CurrentIdentity() identity: Identity): Promise<LanguageSetting> {
    return this.users.getLanguage(identity);
  }

  /** A tracked link in an email: records the open, then goes to `redirect_url` (this app only). */
  @Public()
  @Get('open/:email_id')
  @Redirect('/', 302)
  async open(@Param('email_id') emailId: string, @Query() query: OpenEmailQuery): Promise<{ url: string }> {
    return { url: await this.emails.open(emailId, query.redirect_url) };
  }

  /** The unsubscribe link of every email: no more news for that account; the unsubscribed page. */
  @Public()
  @Get('unsubscribe/:email_id')
  @Redirect('/en/unsubscribed', 302)
  async unsubscribe(@Param('email_id') emailId: string): Promise<{ url: string }> {
    return { url: await this.emails.unsubscribe(emailId) };
  }

  @Public()
  @Get('country')
  country(
    @CurrentIdentity() identity: Identity | null,
    @Headers('cf-ipcountry') cfCountry: string | undefined,
    @Headers('x-country-code') countryHeader: string | undefined,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<Country> {
    return this.users.country(identity, { edgeCountry: cfCountry ?? countryHeader, acceptLanguage });
  }
}
