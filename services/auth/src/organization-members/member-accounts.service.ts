import { Injectable, NotFoundException } from '@nestjs/common';
import { DomainEvents } from '@pylands/common';
import { STUDENT_CHANGED_QUEUE, type StudentChangedEvent } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { SessionStates } from '../session/session-states.service';
import { User } from '../users/user.entity';

/** What staff and student accounts of organizations share: sessions refreshed, students announced. */
@Injectable()
export class MemberAccountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly states: SessionStates,
    private readonly events: DomainEvents,
  ) {}

  /** Deletes the account; other services hear of each of its students through `student-changed`. */
  async deleteAccount(userId: string): Promise<void> {
    const students: { id: string }[] = await this.dataSource.query(
      `SELECT "id" FROM "auth"."students" WHERE "parent_id" = $1`,
      [userId],
    );
    const result = await this.dataSource.getRepository(User).delete({ id: userId });
    if (!result.affected) throw new NotFoundException('Account not found');
    await this.states.forget(userId);
    for (const student of students) await this.announceStudent(student.id, userId, true);
  }

  async announceStudent(studentId: string, userId: string, deleted: boolean): Promise<void> {
    const event: StudentChangedEvent = { student_id: studentId, parent_id: userId, deleted };
    await this.events.publish(STUDENT_CHANGED_QUEUE, event);
  }
}
