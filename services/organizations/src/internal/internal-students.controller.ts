import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { createZodDto, Public, ServiceCredentialsGuard, UuidParam } from '@pylands/common';
import {
  classTokenSignupRequestSchema,
  type ClassSignupJoined,
  type StudentAssistantSettings,
} from '@pylands/contracts';
import { StudentsService } from '../students/students.service';

class ClassSignupBody extends createZodDto(classTokenSignupRequestSchema) {}

/**
 * Service-to-service routes (INTERNAL_ORGANIZATION_PATHS): the service secret header is required and
 * the gateway never proxies them (it forwards /api only).
 */
@Public()
@UseGuards(ServiceCredentialsGuard)
@Controller('internal/organization-students')
export class InternalStudentsController {
  constructor(private readonly students: StudentsService) {}

  /** auth's POST auth/signup/class-token: add the student to the class, then auth signs them in. */
  @Post('class-signup')
  @HttpCode(201)
  classSignup(@Body() body: ClassSignupBody): Promise<ClassSignupJoined> {
    return this.students.joinByToken(body);
  }

  /** assistant_enabled and assistant_attempt_limit of an organization student (the tips service). */
  @Get(':student_id/assistant')
  assistant(@Param('student_id', UuidParam) studentId: string): Promise<StudentAssistantSettings> {
    return this.students.assistantSettings(studentId);
  }
}
