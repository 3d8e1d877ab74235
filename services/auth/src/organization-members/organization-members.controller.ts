import { Body, Controller, Delete, HttpCode, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { createZodDto, Public, ServiceCredentialsGuard, SessionTokens, UuidParam } from '@pylands/common';
import {
  classTokenSignupRequestSchema,
  internalClassSchema,
  internalOrganizationSchema,
  internalPromoteSchema,
  internalStaffSchema,
  internalStaffUpdateSchema,
  internalStudentsSchema,
  internalStudentUpdateSchema,
  internalUsernamesSchema,
  loginOrgRequestSchema,
  type CurrentUser,
} from '@pylands/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimit, rateCaller } from '../rate-limit/rate-limit.guard';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { OrganizationMembersService } from './organization-members.service';

class LoginOrgBody extends createZodDto(loginOrgRequestSchema) {}
class ClassTokenBody extends createZodDto(classTokenSignupRequestSchema) {}

/** POST auth/login-org and auth/signup/class-token: sign-in for organization members. */
@Controller('api/auth')
export class OrganizationLoginController {
  constructor(
    private readonly members: OrganizationMembersService,
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
    const result = await this.members.loginOrg(body);
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
    const result = await this.members.signupWithClassToken(body);
    this.tokens.setSessionCookie(reply, result.identity, result.version);
    return result.body;
  }
}

class OrganizationBody extends createZodDto(internalOrganizationSchema) {}
class PromoteBody extends createZodDto(internalPromoteSchema) {}
class StaffBody extends createZodDto(internalStaffSchema) {}
class StaffUpdateBody extends createZodDto(internalStaffUpdateSchema) {}
class ClassBody extends createZodDto(internalClassSchema) {}
class StudentsBody extends createZodDto(internalStudentsSchema) {}
class StudentUpdateBody extends createZodDto(internalStudentUpdateSchema) {}
class UsernamesBody extends createZodDto(internalUsernamesSchema) {}

/**
 * Internal routes for the organizations service (never proxied by the gateway, which only forwards
 * /api): the service secret header is required.
 */
@Public()
@UseGuards(ServiceCredentialsGuard)
@Controller('internal/organization-members')
export class OrganizationMembersController {
  constructor(private readonly members: OrganizationMembersService) {}

  @Put('organizations/:id')
  @HttpCode(204)
  async organization(@Param('id', UuidParam) id: string, @Body() body: OrganizationBody): Promise<void> {
    await this.members.upsertOrganization(id, body.slug, body.name);
  }

  @Post('staff/:user_id/promote')
  @HttpCode(200)
  promote(@Param('user_id', UuidParam) userId: string, @Body() body: PromoteBody) {
    return this.members.promote(userId, body.organization_id);
  }

  @Post('staff')
  createStaff(@Body() body: StaffBody) {
    return this.members.createStaff(body);
  }

  @Put('staff/:user_id')
  @HttpCode(204)
  async updateStaff(
    @Param('user_id', UuidParam) userId: string,
    @Body() body: StaffUpdateBody,
  ): Promise<void> {
    await this.members.updateStaff(userId, body);
  }

  @Delete('staff/:user_id')
  @HttpCode(204)
  async deleteStaff(@Param('user_id', UuidParam) userId: string): Promise<void> {
    await this.members.deleteAccount(userId);
  }

  @Put('classes/:id')
  @HttpCode(204)
  async upsertClass(@Param('id', UuidParam) id: string, @Body() body: ClassBody): Promise<void> {
    await this.members.upsertClass(id, body.organization_id, body.details, body.signup_token);
  }

  @Delete('classes/:id')
  @HttpCode(204)
  async deleteClass(@Param('id', UuidParam) id: string): Promise<void> {
    await this.members.deleteClass(id);
  }

  @Post('students')
  createStudents(@Body() body: StudentsBody) {
    return this.members.createStudents(body.organization_id, body.students);
  }

  @Put('students/:student_id')
  @HttpCode(204)
  async updateStudent(
    @Param('student_id', UuidParam) id: string,
    @Body() body: StudentUpdateBody,
  ): Promise<void> {
    await this.members.updateStudent(id, body);
  }

  @Delete('students/:student_id')
  @HttpCode(204)
  async deleteStudent(@Param('student_id', UuidParam) id: string): Promise<void> {
    await this.members.deleteStudent(id);
  }

  @Post('usernames')
  @HttpCode(200)
  async usernames(@Body() body: UsernamesBody): Promise<{ taken: string[] }> {
    return { taken: await this.members.takenUsernames(body.organization_id, body.usernames) };
  }
}
