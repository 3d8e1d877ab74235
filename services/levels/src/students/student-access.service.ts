import { ForbiddenException, Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents, isUuid, type Identity } from '@pylands/common';
import {
  STUDENT_CHANGED_QUEUE,
  studentChangedEventSchema,
  type StudentChangedEvent,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
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
  ) {}

  onModuleInit(): void {
    this.events.consume(STUDENT_CHANGED_QUEUE, studentChangedEventSchema, (event) => this.record(event));
  }

  async record(event: StudentChangedEvent): Promise<void> {
    if (!isUuid(event.student_id) || !isUuid(event.parent_id)) return;
    const repository = this.dataSource.getRepository(StudentParent);
    if (event.deleted) await repository.delete({ studentId: event.student_id });
    else await repository.upsert({ studentId: event.student_id, parentId: event.parent_id }, ['studentId']);
  }

  /**
   * The student whose progress to show: the requested one if the caller may see it (403 otherwise),
   * else the session's chosen student, else none.
   */
  async resolve(identity: Identity | null, requested: string | undefined): Promise<string | null> {
    if (!requested) return identity?.student_id ?? null;
    if (!identity) throw new ForbiddenException('Sign in to see a student’s progress');
    if (requested === identity.student_id) return requested;
    if (identity.user_type === 0) {
      const owned = await this.dataSource
        .getRepository(StudentParent)
        .existsBy({ studentId: requested, parentId: identity.user_id });
      if (owned) return requested;
    }
    throw new ForbiddenException('You cannot see this student’s progress');
  }
}
