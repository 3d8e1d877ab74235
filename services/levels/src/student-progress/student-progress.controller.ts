import { Controller, Get, Param } from '@nestjs/common';
import { CurrentIdentity, UuidParam, type Identity } from '@pylands/common';
import type { StudentProgress } from '@pylands/contracts';
import { StudentAccessService } from '../students/student-access.service';
import { StudentProgressService } from './student-progress.service';

@Controller('api/level')
export class StudentProgressController {
  constructor(
    private readonly access: StudentAccessService,
    private readonly progress: StudentProgressService,
  ) {}

  /** The child's parent (or the child, or their class's staff); anyone else gets 403. */
  @Get('student-progress/:student_id')
  async studentProgress(
    @CurrentIdentity() identity: Identity,
    @Param('student_id', UuidParam) studentId: string,
  ): Promise<StudentProgress> {
    await this.access.resolve(identity, studentId);
    return this.progress.of(studentId);
  }
}
