import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PasswordHasher } from '../password/password-hasher';
import { SessionStates } from '../session/session-states.service';
import { User } from '../users/user.entity';
import { MemberAccountsService } from './member-accounts.service';
import { isUniqueViolation } from './unique-violation';

export interface NewStudent {
  username: string;
  password: string;
  class_id: string | null;
  assistant_enabled: boolean;
  assistant_attempt_limit: number | null;
}

export interface CreatedStudent {
  student_id: string;
  user_id: string;
  username: string;
}

/** 409 with the usernames in use in the organization. */
const usernamesTaken = (taken: string[]) =>
  new ConflictException({ statusCode: 409, message: 'Username already taken', taken });

/**
 * Accounts of organization students (a username inside the organization, no email), written by the
 * organizations service, which owns them.
 */
@Injectable()
export class OrganizationStudentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly states: SessionStates,
    private readonly accounts: MemberAccountsService,
  ) {}

  async takenUsernames(organizationId: string, usernames: string[]): Promise<string[]> {
    if (usernames.length === 0) return [];
    const rows: { username: string }[] = await this.dataSource.query(
      `SELECT "username" FROM "auth"."students" WHERE "organization_id" = $1 AND lower("username") = ANY($2)`,
      [organizationId, usernames.map((username) => username.toLowerCase())],
    );
    const taken = new Set(rows.map((row) => row.username.toLowerCase()));
    return usernames.filter((username) => taken.has(username.toLowerCase()));
  }

  private async insertStudent(
    manager: EntityManager,
    organizationId: string,
    student: NewStudent,
    passwordHash: string,
  ): Promise<CreatedStudent> {
    const [user]: { id: string }[] = await manager.query(
      `INSERT INTO "auth"."users" ("email", "password_hash", "user_type", "organization_id", "email_verified")
       VALUES (NULL, $1, 0, $2, false) RETURNING "id"`,
      [passwordHash, organizationId],
    );
    const [row]: { id: string }[] = await manager.query(
      `INSERT INTO "auth"."students" ("parent_id", "username", "organization_id", "class_id", "assistant_enabled", "assistant_attempt_limit")
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING "id"`,
      [
        user.id,
        student.username,
        organizationId,
        student.class_id,
        student.assistant_enabled,
        student.assistant_attempt_limit,
      ],
    );
    return { student_id: row.id, user_id: user.id, username: student.username };
  }

  /** All or nothing; 409 `{ taken }` when a username is in use in the organization. */
  async createStudents(organizationId: string, students: NewStudent[]): Promise<CreatedStudent[]> {
    const taken = await this.takenUsernames(
      organizationId,
      students.map((student) => student.username),
    );
    if (taken.length) throw usernamesTaken(taken);
    const hashes = await Promise.all(students.map((student) => this.passwords.hash(student.password)));
    let created: CreatedStudent[];
    try {
      created = await this.dataSource.transaction(async (manager) => {
        const rows = [];
        for (const [i, student] of students.entries()) {
          rows.push(await this.insertStudent(manager, organizationId, student, hashes[i]));
        }
        return rows;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw usernamesTaken([]);
      throw error;
    }
    for (const account of created) {
      await this.states.refresh(account.user_id);
      await this.accounts.announceStudent(account.student_id, account.user_id, false);
    }
    return created;
  }

  private async findStudent(
    studentId: string,
  ): Promise<{ id: string; parent_id: string; organization_id: string }> {
    const [row]: { id: string; parent_id: string; organization_id: string | null }[] =
      await this.dataSource.query(
        `SELECT "id", "parent_id", "organization_id" FROM "auth"."students" WHERE "id" = $1`,
        [studentId],
      );
    if (!row || !row.organization_id) throw new NotFoundException('Student not found');
    return { ...row, organization_id: row.organization_id };
  }

  async updateStudent(studentId: string, input: Partial<NewStudent>): Promise<void> {
    const student = await this.findStudent(studentId);
    const sets: string[] = [];
    const values: unknown[] = [];
    const set = (column: string, value: unknown) => {
      values.push(value);
      sets.push(`"${column}" = $${values.length}`);
    };
    if (input.username !== undefined) {
      const [taken] = await this.dataSource.query(
        `SELECT 1 FROM "auth"."students" WHERE "organization_id" = $1 AND lower("username") = lower($2) AND "id" <> $3`,
        [student.organization_id, input.username, studentId],
      );
      if (taken) throw usernamesTaken([input.username]);
      set('username', input.username);
    }
    if (input.class_id !== undefined) set('class_id', input.class_id);
    if (input.assistant_enabled !== undefined) set('assistant_enabled', input.assistant_enabled);
    if (input.assistant_attempt_limit !== undefined)
      set('assistant_attempt_limit', input.assistant_attempt_limit);
    if (sets.length) {
      values.push(studentId);
      try {
        await this.dataSource.query(
          `UPDATE "auth"."students" SET ${sets.join(', ')} WHERE "id" = $${values.length}`,
          values,
        );
      } catch (error) {
        // Another request took the name between the check and the update.
        if (isUniqueViolation(error)) throw usernamesTaken([input.username as string]);
        throw error;
      }
    }
    if (input.password !== undefined) {
      await this.dataSource
        .getRepository(User)
        .update({ id: student.parent_id }, { passwordHash: await this.passwords.hash(input.password) });
      await this.states.revokeAll(student.parent_id);
    }
  }

  async deleteStudent(studentId: string): Promise<void> {
    const student = await this.findStudent(studentId);
    await this.accounts.deleteAccount(student.parent_id);
  }
}
