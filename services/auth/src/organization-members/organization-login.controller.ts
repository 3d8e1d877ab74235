import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { createZodDto, Public, SessionTokens } from '@pylands/common';
import { classTokenSignupRequestSchema, loginOrgRequestSchema, type CurrentUser } from '@pylands/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimit, rateCaller } from '../rate-limit/rate-limit.guard';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { OrganizationLoginService } from './organization-login.service';

class LoginOrgBody extends createZodDto(loginOrgRequestSchema) {}
class ClassTokenBody extends createZodDto(classTokenSignupRequestSchema) {}

/** POST auth/login-org and auth/signup/class-token: sign-in for organization members. */
@Controller('api/auth')
export class OrganizationLoginController {
  constructor(
    private readonly login: OrganizationLoginService,
    private readonly tokens: SessionTokens,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @Post('login-org')
  @HttpCode(200)
  @RateLimit('login')
  async loginOrg(
    @Body() body: LoginOrgBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser> {
    const result = await this.login.loginOrg(body);
    await this.limiter.refund('login', rateCaller(request));
    this.tokens.setSessionCookie(reply, result.identity, result.version);
    return result.body;
  }

  @Public()
  @Post('signup/class-token')
  @RateLimit('signup')
  async classToken(
    @Body() body: ClassTokenBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser> {
    const result = await this.login.signupWithClassToken(body);
    this.tokens.setSessionCookie(reply, result.identity, result.version);
    return result.body;
  }
}
