import { Body, Controller, Delete, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { createZodDto, Public, ServiceCredentialsGuard, UuidParam } from '@pylands/common';
import {
  internalClassSchema,
  internalOrganizationSchema,
  internalPromoteSchema,
  internalStaffSchema,
  internalStaffUpdateSchema,
  internalStudentsSchema,
  internalStudentUpdateSchema,
  internalUsernamesSchema,
} from '@pylands/contracts';
import { OrganizationStaffService } from './organization-staff.service';
import { OrganizationStudentsService } from './organization-students.service';
import { OrganizationSyncService } from './organization-sync.service';

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
  constructor(
    private readonly sync: OrganizationSyncService,
    private readonly staff: OrganizationStaffService,
    private readonly students: OrganizationStudentsService,
  ) {}

  @Put('organizations/:id')
  @HttpCode(204)
  async organization(@Param('id', UuidParam) id: string, @Body() body: OrganizationBody): Promise<void> {
    await this.sync.upsertOrganization(id, body.slug, body.name);
  }

  @Post('staff/:user_id/promote')
  @HttpCode(200)
  promote(@Param('user_id', UuidParam) userId: string, @Body() body: PromoteBody) {
    return this.staff.promote(userId, body.organization_id);
  }

  @Post('staff')
  createStaff(@Body() body: StaffBody) {
    return this.staff.createStaff(body);
  }

  @Put('staff/:user_id')
  @HttpCode(204)
  async updateStaff(
    @Param('user_id', UuidParam) userId: string,
    @Body() body: StaffUpdateBody,
  ): Promise<void> {
    await this.staff.updateStaff(userId, body);
  }

  @Delete('staff/:user_id')
  @HttpCode(204)
  async deleteStaff(@Param('user_id', UuidParam) userId: string): Promise<void> {
    await this.staff.deleteStaff(userId);
  }

  @Put('classes/:id')
  @HttpCode(204)
  async upsertClass(@Param('id', UuidParam) id: string, @Body() body: ClassBody): Promise<void> {
    await this.sync.upsertClass(id, body.organization_id, body.details, body.signup_token);
  }

  @Delete('classes/:id')
  @HttpCode(204)
  async deleteClass(@Param('id', UuidParam) id: string): Promise<void> {
    await this.sync.deleteClass(id);
  }

  @Post('students')
  createStudents(@Body() body: StudentsBody) {
    return this.students.createStudents(body.organization_id, body.students);
  }

  @Put('students/:student_id')
  @HttpCode(204)
  async updateStudent(
    @Param('student_id', UuidParam) id: string,
    @Body() body: StudentUpdateBody,
  ): Promise<void> {
    await this.students.updateStudent(id, body);
  }

  @Delete('students/:student_id')
  @HttpCode(204)
  async deleteStudent(@Param('student_id', UuidParam) id: string): Promise<void> {
    await this.students.deleteStudent(id);
  }

  @Post('usernames')
  @HttpCode(200)
  async usernames(@Body() body: UsernamesBody): Promise<{ taken: string[] }> {
    return { taken: await this.students.takenUsernames(body.organization_id, body.usernames) };
  }
}
