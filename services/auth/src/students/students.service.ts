import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DomainEvents, type Identity } from '@pylands/common';
import {
  DEFAULT_CHARACTER,
  STUDENT_CHANGED_QUEUE,
  UserType,
  type StudentChangedEvent,
  type Student as StudentView,
  type StudentCharacter,
  type StudentsLimit,
  type UpdateStudentRequest,
  type UsernameExistsResponse,
} from '@pylands/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import { SessionStates } from '../session/session-states.service';
import { User } from '../users/user.entity';
import { Student } from './student.entity';

const UNIQUE_VIOLATION = '23505';
const TAKEN = 'You already have a student with this username';

export function toStudentView(student: Student): StudentView {
  return {
    id: student.id,
    username: student.username,
    character: student.character,
    assistant_enabled: student.assistantEnabled,
    assistant_attempt_limit: student.assistantAttemptLimit,
    created_at: student.createdAt.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION;
}

@Injectable()
export class StudentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    private readonly sessions: SessionStates,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** Tells levels who owns the student (see StudentChangedEvent). */
  private announce(studentId: string, parentId: string, deleted: boolean): Promise<boolean> {
    const event: StudentChangedEvent = { student_id: studentId, parent_id: parentId, deleted };
    return this.events.publish(STUDENT_CHANGED_QUEUE, event);
  }

  private usernameTaken(
    manager: EntityManager,
    parentId: string,
    username: string,
    exceptId?: string,
  ): Promise<boolean> {
    const query = manager
      .getRepository(Student)
      .createQueryBuilder('s')
      .where('s.parent_id = :parentId AND lower(s.username) = lower(:username)', { parentId, username });
    if (exceptId) query.andWhere('s.id <> :exceptId', { exceptId });
    return query.getExists();
  }

  async list(parentId: string): Promise<StudentView[]> {
    const students = await this.dataSource
      .getRepository(Student)
      .find({ where: { parentId }, order: { createdAt: 'ASC' } });
    return students.map(toStudentView);
  }

  async limit(parentId: string): Promise<StudentsLimit> {
    const count = await this.dataSource.getRepository(Student).countBy({ parentId });
    return { count, limit: this.config.maxStudentsPerParent };
  }

  /** Whether the parent already has a student with this username (any letter case). */
  async usernameExists(
    identity: Identity,
    username: string,
    organizationId: string | undefined,
  ): Promise<UsernameExistsResponse> {
    if (organizationId !== undefined && organizationId !== identity.organization_id) {
      throw new ForbiddenException('You do not belong to this organization');
    }
    if (identity.organization_id && identity.user_type !== UserType.Parent) {
      // Teachers and admins: the organization's students (usernames are unique per organization).
      const rows: unknown[] = await this.dataSource.query(
        `SELECT 1 FROM "auth"."students" WHERE "organization_id" = $1 AND lower("username") = lower($2)`,
        [identity.organization_id, username.trim()],
      );
      return { exists: rows.length > 0 };
    }
    return { exists: await this.usernameTaken(this.dataSource.manager, identity.user_id, username) };
  }

  async create(
    parentId: string,
    input: { username: string; character?: StudentCharacter },
  ): Promise<StudentView> {
    let created: StudentView;
    try {
      created = await this.dataSource.transaction(async (manager) => {
        // Lock the parent row so two concurrent creations cannot both pass the limit check.
        await manager
          .getRepository(User)
          .createQueryBuilder('u')
          .setLock('pessimistic_write')
          .where('u.id = :parentId', { parentId })
          .getOne();
        const count = await manager.getRepository(Student).countBy({ parentId });
        const max = this.config.maxStudentsPerParent;
        if (count >= max) throw new ForbiddenException(`You can have at most ${max} students`);
        if (await this.usernameTaken(manager, parentId, input.username)) throw new ConflictException(TAKEN);
        const repository = manager.getRepository(Student);
        const student = await repository.save(
          repository.create({
            parentId,
            username: input.username,
            character: input.character ?? DEFAULT_CHARACTER,
          }),
        );
        return toStudentView(student);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(TAKEN);
      throw error;
    }
    await this.sessions.studentAdded(parentId, created.id);
    await this.announce(created.id, parentId, false);
    return created;
  }

  /** The parent's own student, or the student the session has chosen; 404 for anyone else's. */
  async findVisible(identity: Identity, studentId: string): Promise<Student> {
    const student = await this.dataSource.getRepository(Student).findOneBy({ id: studentId });
    const visible =
      student &&
      student.parentId === identity.user_id &&
      (identity.student_id === null || identity.student_id === student.id);
    if (!visible) throw new NotFoundException('Student not found');
    return student;
  }

  async update(identity: Identity, studentId: string, changes: UpdateStudentRequest): Promise<StudentView> {
    const student = await this.findVisible(identity, studentId);
    if (
      changes.username !== undefined &&
      (await this.usernameTaken(this.dataSource.manager, student.parentId, changes.username, student.id))
    ) {
      throw new ConflictException(TAKEN);
    }
    if (changes.username !== undefined) student.username = changes.username;
    if (changes.character !== undefined) student.character = changes.character;
    if (changes.assistant_enabled !== undefined) student.assistantEnabled = changes.assistant_enabled;
    if (changes.assistant_attempt_limit !== undefined)
      student.assistantAttemptLimit = changes.assistant_attempt_limit;
    try {
      return toStudentView(await this.dataSource.getRepository(Student).save(student));
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(TAKEN);
      throw error;
    }
  }

  async remove(identity: Identity, studentId: string): Promise<void> {
    const student = await this.findVisible(identity, studentId);
    await this.dataSource.getRepository(Student).delete({ id: student.id });
    // The student's cookie (a child's device) stops working at once, in every service.
    await this.sessions.studentRemoved(student.parentId, student.id);
    await this.announce(student.id, student.parentId, true);
  }
}
