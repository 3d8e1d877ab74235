import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { createZodDto, CurrentIdentity, UuidParam, type Identity } from '@pylands/common';
import {
  bulkCreateStudentsRequestSchema,
  createOrganizationStudentRequestSchema,
  classFilterQuerySchema,
  transferStudentsRequestSchema,
  updateOrganizationStudentRequestSchema,
  UserType,
  type BulkCreateStudentsResponse,
  type OrganizationStudent,
} from '@pylands/contracts';
import { ForbiddenException } from '@nestjs/common';
import { requireMember, requireStaff } from '../access/org-access';
import { BulkCreateService } from './bulk-create.service';
import { StudentsService } from './students.service';

class CreateStudentBody extends createZodDto(createOrganizationStudentRequestSchema) {}
class UpdateStudentBody extends createZodDto(updateOrganizationStudentRequestSchema) {}
class BulkBody extends createZodDto(bulkCreateStudentsRequestSchema) {}
class TransferBody extends createZodDto(transferStudentsRequestSchema) {}
class ListQuery extends createZodDto(classFilterQuerySchema) {}

/** Students of the organization: administrators see all, teachers those of their classes. */
@Controller('api/organization')
export class StudentsController {
  constructor(
    private readonly students: StudentsService,
    private readonly bulkCreate: BulkCreateService,
  ) {}

  @Get('students')
  list(@CurrentIdentity() identity: Identity, @Query() query: ListQuery): Promise<OrganizationStudent[]> {
    return this.students.list(requireStaff(identity), query.class_id);
  }

  @Post('students')
  create(
    @CurrentIdentity() identity: Identity,
    @Body() body: CreateStudentBody,
  ): Promise<OrganizationStudent> {
    return this.students.create(requireStaff(identity), body);
  }

  /** Staff with access to the student, or the organization student themself. */
  @Get('students/:student_id')
  get(
    @CurrentIdentity() identity: Identity,
    @Param('student_id', UuidParam) id: string,
  ): Promise<OrganizationStudent> {
    requireMember(identity);
    const staff =
      identity.student_id === null && identity.user_type !== UserType.Parent ? requireStaff(identity) : null;
    if (!staff && identity.student_id === null)
      throw new ForbiddenException('Only organization members can do this');
    return this.students.getFor(identity, staff, id);
  }

  @Put('students/:student_id')
  update(
    @CurrentIdentity() identity: Identity,
    @Param('student_id', UuidParam) id: string,
    @Body() body: UpdateStudentBody,
  ): Promise<OrganizationStudent> {
    return this.students.update(requireStaff(identity), id, body);
  }

  @Delete('students/:student_id')
  async remove(
    @CurrentIdentity() identity: Identity,
    @Param('student_id', UuidParam) id: string,
  ): Promise<{ ok: true }> {
    await this.students.remove(requireStaff(identity), id);
    return { ok: true };
  }

  @Post('bulk-create-students')
  bulk(@CurrentIdentity() identity: Identity, @Body() body: BulkBody): Promise<BulkCreateStudentsResponse> {
    return this.bulkCreate.bulkCreate(requireStaff(identity), body);
  }

  @Post('transfer-students')
  @HttpCode(200)
  async transfer(
    @CurrentIdentity() identity: Identity,
    @Body() body: TransferBody,
  ): Promise<{ moved: number }> {
    return { moved: await this.students.transfer(requireStaff(identity), body) };
  }
}
