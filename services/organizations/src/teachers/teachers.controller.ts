import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  createZodDto,
  CurrentIdentity,
  Public,
  SessionTokens,
  UuidParam,
  type Identity,
} from '@pylands/common';
import {
  acceptInvitationRequestSchema,
  createTeacherRequestSchema,
  invitationQuerySchema,
  inviteTeacherQuerySchema,
  updateTeacherRequestSchema,
  UserType,
  type InvitationDetails,
  type Teacher,
} from '@pylands/contracts';
import type { FastifyReply } from 'fastify';
import { requireAdmin } from '../access/org-access';
import { TeachersService } from './teachers.service';

class CreateTeacherBody extends createZodDto(createTeacherRequestSchema) {}
class UpdateTeacherBody extends createZodDto(updateTeacherRequestSchema) {}
class InviteQuery extends createZodDto(inviteTeacherQuerySchema) {}
class AcceptBody extends createZodDto(acceptInvitationRequestSchema) {}
class InvitationQuery extends createZodDto(invitationQuerySchema) {}

/** Teachers of the caller's organization: administrators only (spec §6). */
@Controller('api/organization')
export class TeachersController {
  constructor(
    private readonly teachers: TeachersService,
    private readonly tokens: SessionTokens,
  ) {}

  @Get('teachers')
  list(@CurrentIdentity() identity: Identity): Promise<Teacher[]> {
    return this.teachers.list(requireAdmin(identity));
  }

  @Get('teachers/:teacher_id')
  get(@CurrentIdentity() identity: Identity, @Param('teacher_id', UuidParam) id: string): Promise<Teacher> {
    return this.teachers.get(requireAdmin(identity), id);
  }

  @Post('teacher')
  create(@CurrentIdentity() identity: Identity, @Body() body: CreateTeacherBody): Promise<Teacher> {
    return this.teachers.create(requireAdmin(identity), body);
  }

  @Put('teacher/:teacher_id')
  update(
    @CurrentIdentity() identity: Identity,
    @Param('teacher_id', UuidParam) id: string,
    @Body() body: UpdateTeacherBody,
  ): Promise<Teacher> {
    return this.teachers.update(requireAdmin(identity), id, body);
  }

  @Delete('teacher/:teacher_id')
  async remove(
    @CurrentIdentity() identity: Identity,
    @Param('teacher_id', UuidParam) id: string,
  ): Promise<{ ok: true }> {
    await this.teachers.remove(requireAdmin(identity), id);
    return { ok: true };
  }

  @Post('invite-teacher')
  async invite(@CurrentIdentity() identity: Identity, @Query() query: InviteQuery): Promise<{ ok: true }> {
    await this.teachers.invite(requireAdmin(identity), query.email, query.language);
    return { ok: true };
  }

  /** The invitation link's page names the school before the teacher chooses a password. */
  @Public()
  @Get('invitation')
  invitation(@Query() query: InvitationQuery): Promise<InvitationDetails> {
    return this.teachers.details(query.token);
  }

  /** The invitation link's page: choose a name and password, and be signed in as a teacher. */
  @Public()
  @Post('accept-invitation')
  @HttpCode(200)
  async accept(
    @Body() body: AcceptBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ ok: true }> {
    const result = await this.teachers.accept(body.token, body.name, body.password);
    this.tokens.setSessionCookie(
      reply,
      {
        user_id: result.userId,
        student_id: null,
        user_type: UserType.Teacher,
        organization_id: result.organizationId,
      },
      result.version,
    );
    return { ok: true };
  }
}
