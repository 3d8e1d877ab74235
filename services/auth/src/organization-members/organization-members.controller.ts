import { Body, Controller, Delete, HttpCode, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import {
  createZodDto,
  Public,
  ServiceCredentialsGuard,
  SessionTokens,
  UuidParam,
  ZodResponse,
} from '@pylands/common';
import {
  classDetailsSchema,
  classTokenSignupRequestSchema,
  currentUserSchema,
  loginOrgRequestSchema,
  studentUsernameSchema,
  type CurrentUser,
} from '@pylands/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
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
  @ZodResponse(currentUserSchema)
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
  @ZodResponse(currentUserSchema)
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

const organizationBody = z.object({ slug: z.string().min(1).max(60), name: z.string().min(1).max(120) });
const promoteBody = z.object({ organization_id: z.uuid() });
const staffBody = z.object({
  organization_id: z.uuid(),
  email: z.string().min(3).max(254),
  password: z.string().min(8).max(128),
  user_type: z.union([z.literal(1), z.literal(2)]),
});
const staffUpdateBody = z.object({
  email: z.string().min(3).max(254).optional(),
  password: z.string().min(8).max(128).optional(),
});
const classBody = z.object({
  organization_id: z.uuid(),
  details: classDetailsSchema,
  signup_token: z.string().min(10).max(200),
});
const newStudent = z.object({
  username: studentUsernameSchema,
  password: z.string().min(8).max(128),
  class_id: z.uuid().nullable(),
  assistant_enabled: z.boolean(),
  assistant_attempt_limit: z.number().int().min(0).nullable(),
});
const studentsBody = z.object({ organization_id: z.uuid(), students: z.array(newStudent).min(1).max(200) });
const studentUpdateBody = newStudent.partial();
const usernamesBody = z.object({
  organization_id: z.uuid(),
  usernames: z.array(z.string().max(200)).max(400),
});

class OrganizationBody extends createZodDto(organizationBody) {}
class PromoteBody extends createZodDto(promoteBody) {}
class StaffBody extends createZodDto(staffBody) {}
class StaffUpdateBody extends createZodDto(staffUpdateBody) {}
class ClassBody extends createZodDto(classBody) {}
class StudentsBody extends createZodDto(studentsBody) {}
class StudentUpdateBody extends createZodDto(studentUpdateBody) {}
class UsernamesBody extends createZodDto(usernamesBody) {}

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
