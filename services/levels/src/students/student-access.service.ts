import { ForbiddenException, Injectable, UnauthorizedException, type OnModuleInit } from '@nestjs/common';
import { DomainEvents, isUuid, type Identity } from '@pylands/common';
import {
  STUDENT_CHANGED_QUEUE,
  studentChangedEventSchema,
  type StudentChangedEvent,
  STUDENT_GONE_MESSAGE,
  STUDENT_NOT_YOURS_MESSAGE,
} from '@pylands/contracts';
import { DataSource, IsNull } from 'typeorm';
import { ClassRulesService } from '../classes/class-rules.service';
import { StudentDataEraser } from './student-data-eraser';
import { StudentParent } from './student-parent.entity';

/**
 * Whose progress a caller may read. The session's own student always; a parent's own students
 * through levels' copy of ownership (auth publishes student-changed events).
 */
@Injectable()
export class StudentAccessService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    private readonly classRules: ClassRulesService,
    private readonly eraser: StudentDataEraser,
  ) {}

  onModuleInit(): void {
    this.events.consume(STUDENT_CHANGED_QUEUE, studentChangedEventSchema, (event) => this.record(event));
  }

  async record(event: StudentChangedEvent): Promise<void> {
    if (!isUuid(event.student_id) || !isUuid(event.parent_id)) return;
    const repository = this.dataSource.getRepository(StudentParent);
    await repository.upsert(
      {
        studentId: event.student_id,
        parentId: event.parent_id,
        deletedAt: event.deleted ? new Date() : null,
      },
      ['studentId'],
    );
    // "Their progress and code are deleted too", as the parent was told before deleting.
    if (event.deleted) await this.eraser.eraseStudent(event.student_id);
  }

  /**
   * Before a session's student saves anything: 403 when auth has deleted that student, or when the
   * student belongs to another parent than the signed-in one. A student levels has not heard of yet
   * (its event is still on the queue) may play.
   */
  async assertMayPlay(identity: Identity): Promise<void> {
    const studentId = identity.student_id;
    if (!studentId || !isUuid(studentId)) return;
    const row = await this.dataSource.getRepository(StudentParent).findOneBy({ studentId });
    if (!row) return;
    if (row.deletedAt) throw new ForbiddenException(STUDENT_GONE_MESSAGE);
    if (identity.user_type === 0 && !identity.organization_id && row.parentId !== identity.user_id)
      throw new ForbiddenException(STUDENT_NOT_YOURS_MESSAGE);
  }

  /**
   * The student whose progress to show: the requested one if the caller may see it (401 signed out, 403 otherwise),
   * else the session's chosen student, else none.
   */
  async resolve(identity: Identity | null, requested: string | undefined): Promise<string | null> {
    if (!requested) return identity?.student_id ?? null;
    if (!identity) throw new UnauthorizedException('Sign in to see a student’s progress');
    if (requested === identity.student_id) return requested;
    if (identity.user_type === 0) {
      const owned = await this.dataSource
        .getRepository(StudentParent)
        .existsBy({ studentId: requested, parentId: identity.user_id, deletedAt: IsNull() });
      if (owned) return requested;
    }
    // Teachers and admins of the student's class (levels' copy of organizations' classes).
    if (await this.classRules.staffMaySee(identity, requested)) return requested;
    throw new ForbiddenException('You cannot see this student’s progress');
  }
}
