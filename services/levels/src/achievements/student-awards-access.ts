import { ForbiddenException, Injectable } from '@nestjs/common';
import { isUuid, type Identity } from '@pylands/common';
import { STUDENT_AWARDS_FORBIDDEN_MESSAGE } from '@pylands/contracts';
import { CreativeAccess } from '../creative/creative-access';
import { StudentAccessService } from '../students/student-access.service';

/**
 * Who may see a student's badges and certificates: the student (chosen), their parent, their
 * class's teachers and their organization's admin (as for progress), and platform staff. Everyone
 * else, an unknown or malformed id included, gets the same 403, so ids cannot be probed.
 */
@Injectable()
export class StudentAwardsAccess {
  constructor(
    private readonly students: StudentAccessService,
    private readonly staff: CreativeAccess,
  ) {}

  /** The routes need a session (the guard's 401 comes first). */
  async assertMaySee(identity: Identity, studentId: string): Promise<void> {
    if (isUuid(studentId)) {
      try {
        await this.students.resolve(identity, studentId);
        return;
      } catch (error) {
        if (!(error instanceof ForbiddenException)) throw error;
      }
      if (await this.staff.isStaff(identity)) return;
    }
    throw new ForbiddenException(STUDENT_AWARDS_FORBIDDEN_MESSAGE);
  }
}
