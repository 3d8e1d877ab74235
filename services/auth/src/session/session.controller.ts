import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import {
  createZodDto,
  CurrentIdentity,
  Public,
  readCookie,
  Roles,
  clearCookie,
  SessionTokens,
  UuidParam,
  type Identity,
} from '@pylands/common';
import {
  loginRequestSchema,
  returnToParentRequestSchema,
  SCHOOL_STUDENT_NO_PARENT_MESSAGE,
  signupBodySchema,
  signupQuerySchema,
  type ChooseStudentResponse,
  type CurrentUser,
  type LogoutResponse,
  IMPERSONATOR_COOKIE,
} from '@pylands/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ImpersonationService } from '../impersonation/impersonation.service';
import { RateLimit, rateCaller } from '../rate-limit/rate-limit.guard';
import { RateLimiter, TooManyRequestsException } from '../rate-limit/rate-limiter.service';
import { SessionService } from './session.service';

class SignupBody extends createZodDto(signupBodySchema) {}
class SignupQuery extends createZodDto(signupQuerySchema) {}
class LoginBody extends createZodDto(loginRequestSchema) {}
class ReturnToParentBody extends createZodDto(returnToParentRequestSchema) {}

function sameIdentity(a: Identity, b: Identity): boolean {
  return (
    a.user_id === b.user_id &&
    a.student_id === b.student_id &&
    a.user_type === b.user_type &&
    a.organization_id === b.organization_id
  );
}

@Controller('api/auth')
export class SessionController {
  constructor(
    private readonly sessions: SessionService,
    private readonly tokens: SessionTokens,
    private readonly limiter: RateLimiter,
    private readonly impersonations: ImpersonationService,
  ) {}

  /** `?token` from the emailed sign-up link; without it the body's email gets a confirmation email. */
  @Public()
  @Post('signup')
  @RateLimit('signup')
  async signup(
    @Query() query: SignupQuery,
    @Body() body: SignupBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser> {
    const result = await this.sessions.signup(body, query.token);
    this.tokens.setSessionCookie(reply, result.identity, result.version);
    return result.body;
  }

  /** Counted before the password is hashed; a successful login gives its count back. */
  @Public()
  @Post('login')
  @HttpCode(200)
  @RateLimit('login')
  async login(
    @Body() body: LoginBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser> {
    const result = await this.sessions.login(body);
    await this.limiter.refund('login', rateCaller(request));
    this.tokens.setSessionCookie(reply, result.identity, result.version);
    return result.body;
  }

  @Get('current')
  async current(
    @CurrentIdentity() identity: Identity,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser> {
    try {
      const result = await this.sessions.current(identity);
      if (!sameIdentity(result.identity, identity))
        this.tokens.setSessionCookie(reply, result.identity, result.version);
      const impersonator = await this.impersonations.impersonatorOf(
        readCookie(request, IMPERSONATOR_COOKIE),
        result.identity,
      );
      return impersonator ? { ...result.body, impersonator } : result.body;
    } catch (error) {
      // Only a session that is no longer valid is dropped: an outage (503) keeps the family signed in.
      if (error instanceof UnauthorizedException) this.tokens.clearSessionCookie(reply);
      throw error;
    }
  }

  /**
   * Ends every session of the account (all devices), then drops this browser's cookie. During an
   * impersonation it only ends the impersonation (the user's own sessions are not theirs to end).
   */
  @Public()
  @Get('logout')
  async logout(
    @CurrentIdentity() identity: Identity | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LogoutResponse> {
    const ended = await this.impersonations.end(readCookie(request, IMPERSONATOR_COOKIE));
    if (ended) {
      clearCookie(reply, IMPERSONATOR_COOKIE, this.tokens.cookieOptions());
    } else {
      await this.sessions.logout(identity);
    }
    this.tokens.clearSessionCookie(reply);
    return { ok: true };
  }

  @Roles('parent')
  @Post(['choose_student/:student_id', 'choose-student/:student_id'])
  @HttpCode(200)
  async chooseStudent(
    @CurrentIdentity() identity: Identity,
    @Param('student_id', UuidParam) studentId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChooseStudentResponse> {
    const result = await this.sessions.chooseStudent(identity, studentId);
    this.tokens.setSessionCookie(reply, result.identity, result.version);
    return result.body;
  }

  /**
   * The parental gate, limited like login (login's per-address counter, and its per-account limit
   * on the account), so guessing the parent's password here is no cheaper than on the login page;
   * a right password gives its count back.
   */
  @Roles('parent')
  @Post('return-to-parent')
  @HttpCode(200)
  async returnToParent(
    @CurrentIdentity() identity: Identity,
    @Body() body: ReturnToParentBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser> {
    // A school's student signs in as its own account's student: leaving it would give a session with
    // no student chosen (a parent's powers) to a child of a school.
    if (identity.organization_id) throw new ForbiddenException(SCHOOL_STUDENT_NO_PARENT_MESSAGE);
    const caller = { ip: request.ip, account: `u:${identity.user_id}` };
    try {
      await this.limiter.hit('login', caller);
    } catch (error) {
      if (error instanceof TooManyRequestsException)
        reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
    const result = await this.sessions.returnToParent(identity, body.password);
    await this.limiter.refund('login', caller);
    this.tokens.setSessionCookie(reply, result.identity, result.version);
    return result.body;
  }
}
