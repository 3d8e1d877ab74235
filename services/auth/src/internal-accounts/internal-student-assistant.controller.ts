import { Controller, Get, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { Public, ServiceCredentialsGuard, UuidParam } from '@pylands/common';
import type { InternalStudentAssistant } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { Student } from '../students/student.entity';

/**
 * A parent's child's coding-assistant settings (PUT profile/students/{id} stores them), for the tips
 * service, which applies them to every credit and tip call: internal, never proxied by the gateway;
 * the service secret header is required. Organization students' settings live in organizations.
 */
@Public()
@UseGuards(ServiceCredentialsGuard)
@Controller('internal/students')
export class InternalStudentAssistantController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(':student_id/assistant')
  async assistant(@Param('student_id', UuidParam) studentId: string): Promise<InternalStudentAssistant> {
    const student = await this.dataSource.getRepository(Student).findOneBy({ id: studentId });
    if (!student) throw new NotFoundException('No such student');
    return {
      student_id: student.id,
      assistant_enabled: student.assistantEnabled,
      assistant_attempt_limit: student.assistantAttemptLimit,
    };
  }
}
