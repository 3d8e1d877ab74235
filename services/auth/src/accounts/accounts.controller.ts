import { Body, Controller, Get, HttpCode, Post, Query, Redirect } from '@nestjs/common';
import { createZodDto, CurrentIdentity, Public, type Identity } from '@pylands/common';
import {
  EMAIL_VERIFIED_PARAM,
  emailQuerySchema,
  signupLinkQuerySchema,
  resetPasswordBodySchema,
  resetPasswordQuerySchema,
  resetPasswordRequestSchema,
  tokenQuerySchema,
  type EmailExistsResponse,
  type EmailFromTokenResponse,
  type GeneratedUsername,
  type OkResponse,
  type UserByTokenResponse,
} from '@pylands/contracts';
import { parseInput } from '../http/parse-input';
import { RateLimit } from '../rate-limit/rate-limit.guard';
import { AccountsService } from './accounts.service';

class EmailQuery extends createZodDto(emailQuerySchema) {}
class SignupLinkQuery extends createZodDto(signupLinkQuerySchema) {}
class TokenQuery extends createZodDto(tokenQuerySchema) {}
class ResetPasswordQuery extends createZodDto(resetPasswordQuerySchema) {}
class ResetPasswordBody extends createZodDto(resetPasswordBodySchema) {}

/** Emailed links and the sign-up form's checks (all public; rate limited per IP and per email). */
@Controller('api/auth')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Public()
  @Post(['signup/generate-link', 'generate-user-signup-link'])
  @RateLimit('emailLink')
  @HttpCode(200)
  async signupLink(@Query() query: SignupLinkQuery): Promise<OkResponse> {
    await this.accounts.sendSignupLink(query.email, query.language);
    return { ok: true };
  }

  @Public()
  @Get('signup/get-email-from-token')
  @RateLimit('lookup')
  emailFromToken(@Query() query: TokenQuery): Promise<EmailFromTokenResponse> {
    return this.accounts.emailFromToken(query.token);
  }

  @Public()
  @Get('get-user-by-token')
  @RateLimit('lookup')
  userByToken(@Query() query: TokenQuery): Promise<UserByTokenResponse> {
    return this.accounts.userByToken(query.token);
  }

  /** The link in the confirmation email: back to the app with email_verified=True|False. */
  @Public()
  @Get('confirm-email')
  @RateLimit('lookup')
  @Redirect('/en', 302)
  async confirmEmail(@Query() query: Record<string, unknown>): Promise<{ url: string }> {
    const parsed = tokenQuerySchema.safeParse(query);
    const result = parsed.success
      ? await this.accounts.confirmEmail(parsed.data.token)
      : { verified: false, language: 'en' };
    return { url: `/${result.language}?${EMAIL_VERIFIED_PARAM}=${result.verified ? 'True' : 'False'}` };
  }

  @Public()
  @Post('forgot-password')
  @RateLimit('emailLink')
  @HttpCode(200)
  async forgotPassword(@Query() query: EmailQuery): Promise<OkResponse> {
    await this.accounts.forgotPassword(query.email);
    return { ok: true };
  }

  @Public()
  @Post('reset-password')
  @RateLimit('resetPassword')
  @HttpCode(200)
  async resetPassword(
    @Query() query: ResetPasswordQuery,
    @Body() body: ResetPasswordBody,
  ): Promise<OkResponse> {
    const request = parseInput(resetPasswordRequestSchema, {
      token: body.token ?? query.token,
      new_password: body.new_password ?? query.new_password,
    });
    await this.accounts.resetPassword(request.token, request.new_password);
    return { ok: true };
  }

  @Public()
  @Get('check-user-email-exists')
  @RateLimit('lookup')
  emailExists(@Query() query: EmailQuery): Promise<EmailExistsResponse> {
    return this.accounts.emailExists(query.email);
  }

  @Public()
  @Get('generate-username')
  generateUsername(@CurrentIdentity() identity: Identity | null): Promise<GeneratedUsername> {
    return this.accounts.generateUsername(identity);
  }
}
