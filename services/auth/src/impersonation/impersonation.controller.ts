import { Controller, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  createZodDto,
  CurrentIdentity,
  Public,
  readCookie,
  SessionTokens,
  clearCookie,
  setCookie,
  type Identity,
} from '@pylands/common';
import {
  IMPERSONATOR_COOKIE,
  impersonateStudentQuerySchema,
  impersonateUserQuerySchema,
  type CurrentUser,
  type OkResponse,
} from '@pylands/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ImpersonationService, type ImpersonationStart } from './impersonation.service';

class ImpersonateUserQuery extends createZodDto(impersonateUserQuerySchema) {}
class ImpersonateStudentQuery extends createZodDto(impersonateStudentQuerySchema) {}

/** Staff acting as a user or a student, and back. */
@Controller('api/auth/impersonate')
export class ImpersonationController {
  constructor(
    private readonly impersonations: ImpersonationService,
    private readonly tokens: SessionTokens,
  ) {}

  private enter(reply: FastifyReply, started: ImpersonationStart): CurrentUser {
    this.tokens.setSessionCookie(reply, started.identity, started.version);
    setCookie(reply, IMPERSONATOR_COOKIE, started.impersonatorToken, this.tokens.cookieOptions());
    return started.body;
  }

  @Post('user')
  @HttpCode(200)
  async user(
    @CurrentIdentity() identity: Identity,
    @Query() query: ImpersonateUserQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser> {
    const cookie = readCookie(request, IMPERSONATOR_COOKIE);
    return this.enter(
      reply,
      await this.impersonations.start(identity, cookie, { userId: query.target_user_id }),
    );
  }

  @Post('student')
  @HttpCode(200)
  async student(
    @CurrentIdentity() identity: Identity,
    @Query() query: ImpersonateStudentQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CurrentUser> {
    const cookie = readCookie(request, IMPERSONATOR_COOKIE);
    return this.enter(
      reply,
      await this.impersonations.start(identity, cookie, { studentId: query.target_student_id }),
    );
  }

  /** Back to the staff member's own session (signed out when that session was revoked meanwhile). */
  @Public()
  @Post('end')
  @HttpCode(200)
  async end(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OkResponse> {
    const ended = await this.impersonations.end(readCookie(request, IMPERSONATOR_COOKIE));
    clearCookie(reply, IMPERSONATOR_COOKIE, this.tokens.cookieOptions());
    if (ended?.staff) this.tokens.setSessionCookie(reply, ended.staff.identity, ended.staff.version);
    else this.tokens.clearSessionCookie(reply);
    return { ok: true };
  }
}
