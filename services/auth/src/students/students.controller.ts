import { Body, Controller, Delete, ForbiddenException, Get, Param, Post, Put, Query } from '@nestjs/common';
import { createZodDto, CurrentIdentity, Roles, UuidParam, type Identity } from '@pylands/common';
import {
  createStudentRequestSchema,
  studentUsernameQuerySchema,
  updateStudentRequestSchema,
  type Student,
  type StudentsLimit,
  type UsernameExistsResponse,
} from '@pylands/contracts';
import { StudentsService, toStudentView } from './students.service';

class CreateStudentBody extends createZodDto(createStudentRequestSchema) {}
class UpdateStudentBody extends createZodDto(updateStudentRequestSchema) {}
const OWN_AVATAR_ONLY = 'A student can only change their own avatar; the rest needs the parent account';

class StudentUsernameQuery extends createZodDto(studentUsernameQuerySchema) {}

/** A parent's child profiles. Managing them needs the parent's own session (no student chosen). */
@Controller('api/profile')
export class StudentsController {
  constructor(private readonly students: StudentsService) {}

  /** Also with a student chosen: the choose-student dialog lists the siblings to switch to. */
  @Roles('parent')
  @Get('students')
  list(@CurrentIdentity() identity: Identity): Promise<Student[]> {
    return this.students.list(identity.user_id);
  }

  @Roles('parent-without-student')
  @Post('students')
  create(@CurrentIdentity() identity: Identity, @Body() body: CreateStudentBody): Promise<Student> {
    return this.students.create(identity.user_id, body);
  }

  @Roles('parent-without-student')
  @Get('check-students-limit')
  limit(@CurrentIdentity() identity: Identity): Promise<StudentsLimit> {
    return this.students.limit(identity.user_id);
  }

  @Roles('parent-without-student', 'teacher', 'admin')
  @Get('check-student-username-exists')
  usernameExists(
    @CurrentIdentity() identity: Identity,
    @Query() query: StudentUsernameQuery,
  ): Promise<UsernameExistsResponse> {
    return this.students.usernameExists(identity, query.student_username, query.organization_id);
  }

  /** Also readable by the chosen student itself (the play screen reads its assistant settings). */
  @Roles('parent')
  @Get('students/:student_id')
  async get(
    @CurrentIdentity() identity: Identity,
    @Param('student_id', UuidParam) studentId: string,
  ): Promise<Student> {
    return toStudentView(await this.students.findVisible(identity, studentId));
  }

  /**
   * The parent changes any of their students; a playing student may change only its own avatar
   * (the account menu's Choose avatar).
   */
  @Roles('parent')
  @Put('students/:student_id')
  update(
    @CurrentIdentity() identity: Identity,
    @Param('student_id', UuidParam) studentId: string,
    @Body() body: UpdateStudentBody,
  ): Promise<Student> {
    if (identity.student_id !== null) {
      const onlyCharacter = Object.entries(body).every(
        ([key, value]) => key === 'character' || value === undefined,
      );
      if (identity.student_id !== studentId || !onlyCharacter) throw new ForbiddenException(OWN_AVATAR_ONLY);
    }
    return this.students.update(identity, studentId, body);
  }

  @Roles('parent-without-student')
  @Delete('students/:student_id')
  async remove(
    @CurrentIdentity() identity: Identity,
    @Param('student_id', UuidParam) studentId: string,
  ): Promise<{ ok: true }> {
    await this.students.remove(identity, studentId);
    return { ok: true };
  }
}
