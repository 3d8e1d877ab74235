import { Controller, Get, Param } from '@nestjs/common';
import { CurrentIdentity, type Identity } from '@pylands/common';
import type { BadgeList } from '@pylands/contracts';
import { StudentAwardsAccess } from '../achievements/student-awards-access';
import { StudentNames } from '../achievements/student-names';
import { BadgeAwardsService } from './badge-awards.service';

@Controller('api/level/badges')
export class BadgesController {
  constructor(
    private readonly access: StudentAwardsAccess,
    private readonly awards: BadgeAwardsService,
    private readonly names: StudentNames,
  ) {}

  /** Every badge for the student: earned ones (newest first), then the locked ones in course order. */
  @Get(':student_id')
  async list(
    @CurrentIdentity() identity: Identity,
    @Param('student_id') studentId: string,
  ): Promise<BadgeList> {
    await this.access.assertMaySee(identity, studentId);
    const [badges, names] = await Promise.all([this.awards.list(studentId), this.names.of(studentId)]);
    return {
      student_id: studentId,
      student_name: names?.name ?? '',
      earned_count: badges.filter((badge) => badge.earned).length,
      badges,
    };
  }
}
