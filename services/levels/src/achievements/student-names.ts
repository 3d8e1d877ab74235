import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountsClient } from '../accounts/accounts.client';
import { ClassRulesService, type OrgClass } from '../classes/class-rules.service';

export interface StudentNameFacts {
  /** The display name: the class's name for the student, else their username. */
  name: string;
  /** The school (organization) the student learns in, for an organization's student; null otherwise. */
  school: string | null;
}

/**
 * What a certificate prints about its student. An organization's student: levels' copy of the
 * class member (name, else username) and the school's name from auth. A parent's student: their
 * username from auth, through the parent's account. null when not known yet (auth down, or its
 * student event still queued): the certificate is then issued at the next read.
 */
@Injectable()
export class StudentNames {
  private readonly logger = new Logger('StudentNames');

  constructor(
    private readonly dataSource: DataSource,
    private readonly classRules: ClassRulesService,
    private readonly accounts: AccountsClient,
  ) {}

  async of(studentId: string): Promise<StudentNameFacts | null> {
    const [member]: { name: string; username: string }[] = await this.dataSource.query(
      `SELECT "name", "username" FROM "levels"."class_members" WHERE "student_id" = $1`,
      [studentId],
    );
    if (member) {
      const klass = await this.classRules.classOf(studentId);
      const school = klass ? await this.schoolName(klass) : null;
      if (school === undefined) return null;
      return { name: member.name.trim() || member.username, school };
    }
    const [owner]: { parent_id: string }[] = await this.dataSource.query(
      `SELECT "parent_id" FROM "levels"."student_parents" WHERE "student_id" = $1 AND "deleted_at" IS NULL`,
      [studentId],
    );
    if (!owner) return null;
    try {
      const account = await this.accounts.account(owner.parent_id);
      const student = account.students.find((s) => s.id === studentId);
      return student ? { name: student.username, school: null } : null;
    } catch (error) {
      this.logger.warn(`no name for student ${studentId}: ${String(error)}`);
      return null;
    }
  }

  /** The school's own name from auth; undefined while auth cannot say (the certificate waits for it). */
  private async schoolName(klass: OrgClass): Promise<string | undefined> {
    try {
      return await this.accounts.organizationName(klass.organization_id);
    } catch (error) {
      this.logger.warn(`no name for organization ${klass.organization_id}: ${String(error)}`);
      return undefined;
    }
  }
}
