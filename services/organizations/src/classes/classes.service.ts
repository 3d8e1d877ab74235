import { randomBytes } from 'node:crypto';
import {
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { DomainEvents } from '@pylands/common';
import {
  ORGANIZATION_CLASS_CHANGED_QUEUE,
  type ClassByToken,
  type ClassDetails,
  type ClassRequest,
  type ClassUpdateRequest,
  type OrganizationClass,
  type OrganizationClassChangedEvent,
} from '@pylands/contracts';
import { DataSource, In } from 'typeorm';
import { ownedBy, type Staff } from '../access/org-access';
import { AuthClient } from '../auth-client/auth-client';
import { OrganizationRow } from '../organizations/organization.entity';
import { toOrganization } from '../organizations/organizations.service';
import { OrgStudent } from '../students/org-student.entity';
import { Member } from '../teachers/member.entity';
import { ClassTeacher } from './class-teacher.entity';
import { ClassRow } from './class.entity';

export function classDetails(row: ClassRow): ClassDetails {
  return { name: row.name, unlocked_chapters: row.unlockedChapters, no_skip: row.noSkip, quiz: row.quiz };
}

function newSignupToken(): string {
  return randomBytes(18).toString('base64url');
}

@Injectable()
export class ClassesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthClient,
    private readonly events: DomainEvents,
  ) {}

  private get classes() {
    return this.dataSource.getRepository(ClassRow);
  }

  private get links() {
    return this.dataSource.getRepository(ClassTeacher);
  }

  /** Ids of the classes a teacher teaches (every class of the organization for an admin: null). */
  async classIdsOf(staff: Staff): Promise<string[] | null> {
    if (staff.admin) return null;
    return (await this.links.findBy({ userId: staff.userId })).map((link) => link.classId);
  }

  /** The class, if the caller may see it: 404 unknown, 403 another organization or not the teacher's. */
  async accessible(staff: Staff, classId: string): Promise<ClassRow> {
    const row = ownedBy(await this.classes.findOneBy({ id: classId }), staff.organizationId, 'Class');
    if (!staff.admin && !(await this.links.existsBy({ classId, userId: staff.userId }))) {
      throw new ForbiddenException('You do not teach this class');
    }
    return row;
  }

  private async toClasses(rows: ClassRow[]): Promise<OrganizationClass[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const links = await this.links.findBy({ classId: In(ids) });
    const counts: { class_id: string; count: string }[] = await this.dataSource.query(
      `SELECT "class_id", count(*) AS "count" FROM "organizations"."students" WHERE "class_id" = ANY($1) GROUP BY "class_id"`,
      [ids],
    );
    return rows.map((row) => ({
      id: row.id,
      ...classDetails(row),
      signup_token: row.signupToken,
      teacher_ids: links.filter((link) => link.classId === row.id).map((link) => link.userId),
      student_count: Number(counts.find((count) => count.class_id === row.id)?.count ?? 0),
      created_at: row.createdAt.toISOString(),
    }));
  }

  async list(staff: Staff): Promise<OrganizationClass[]> {
    const ids = await this.classIdsOf(staff);
    const rows = await this.classes.find({
      where: ids === null ? { organizationId: staff.organizationId } : { id: In(ids) },
      order: { createdAt: 'ASC' },
    });
    return this.toClasses(rows);
  }

  async get(staff: Staff, classId: string): Promise<OrganizationClass> {
    return (await this.toClasses([await this.accessible(staff, classId)]))[0];
  }

  /** auth keeps a copy (auth/current's class_details, class sign-up); levels hears an event. */
  private async propagate(row: ClassRow): Promise<void> {
    await this.auth.upsertClass(row.id, row.organizationId, classDetails(row), row.signupToken);
    await this.publish(row.id, row.organizationId, classDetails(row));
  }

  async publish(classId: string, organizationId: string, details: ClassDetails | null): Promise<void> {
    const students = details ? await this.dataSource.getRepository(OrgStudent).findBy({ classId }) : [];
    const teachers = details ? await this.links.findBy({ classId }) : [];
    const event: OrganizationClassChangedEvent = {
      class_id: classId,
      organization_id: organizationId,
      details,
      students: students.map((student) => ({
        id: student.studentId,
        username: student.username,
        name: student.name,
      })),
      teacher_ids: teachers.map((link) => link.userId),
      deleted: details === null,
    };
    await this.events.publish(ORGANIZATION_CLASS_CHANGED_QUEUE, event);
  }

  /** A teacher who creates a class teaches it. */
  async create(staff: Staff, body: ClassRequest): Promise<OrganizationClass> {
    const row = await this.dataSource.transaction(async (manager) => {
      const created = await manager.save(
        manager.create(ClassRow, {
          organizationId: staff.organizationId,
          name: body.name,
          unlockedChapters: body.unlocked_chapters ?? [],
          noSkip: body.no_skip ?? false,
          quiz: body.quiz ?? false,
          signupToken: newSignupToken(),
        }),
      );
      if (!staff.admin)
        await manager.save(manager.create(ClassTeacher, { classId: created.id, userId: staff.userId }));
      return created;
    });
    // Outside the transaction: with the embedded database auth's queries would wait for it.
    try {
      await this.auth.upsertClass(row.id, row.organizationId, classDetails(row), row.signupToken);
    } catch (error) {
      await this.classes.delete({ id: row.id });
      throw error;
    }
    await this.publish(row.id, row.organizationId, classDetails(row));
    return this.get(staff, row.id);
  }

  async update(staff: Staff, classId: string, body: ClassUpdateRequest): Promise<OrganizationClass> {
    const row = await this.accessible(staff, classId);
    if (body.name !== undefined) row.name = body.name;
    if (body.unlocked_chapters !== undefined) row.unlockedChapters = body.unlocked_chapters;
    if (body.no_skip !== undefined) row.noSkip = body.no_skip;
    if (body.quiz !== undefined) row.quiz = body.quiz;
    if (body.renew_signup_token) row.signupToken = newSignupToken();
    await this.classes.save(row);
    await this.propagate(row);
    return this.get(staff, classId);
  }

  /** Its students stay in the organization, without a class. */
  async remove(staff: Staff, classId: string): Promise<void> {
    const row = await this.accessible(staff, classId);
    await this.auth.deleteClass(row.id);
    await this.classes.delete({ id: row.id });
    await this.publish(row.id, row.organizationId, null);
  }

  async teachersOf(staff: Staff, classId: string): Promise<string[]> {
    await this.accessible(staff, classId);
    return (await this.links.findBy({ classId })).map((link) => link.userId);
  }

  async isTeacher(staff: Staff, classId: string, userId: string): Promise<boolean> {
    await this.accessible(staff, classId);
    return this.links.existsBy({ classId, userId });
  }

  /** Replaces the class's teachers; every one must be staff of the same organization (422 otherwise). */
  async setTeachers(staff: Staff, classId: string, teacherIds: string[]): Promise<string[]> {
    await this.accessible(staff, classId);
    const unique = [...new Set(teacherIds)];
    const members = unique.length
      ? await this.dataSource
          .getRepository(Member)
          .findBy({ userId: In(unique), organizationId: staff.organizationId })
      : [];
    if (members.length !== unique.length) {
      throw new UnprocessableEntityException('teacher_ids: every teacher must belong to your organization');
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(ClassTeacher, { classId });
      if (unique.length)
        await manager.save(unique.map((userId) => manager.create(ClassTeacher, { classId, userId })));
    });
    const row = await this.classes.findOneByOrFail({ id: classId });
    await this.publish(row.id, row.organizationId, classDetails(row));
    return unique;
  }

  /** The class sign-up page: which class and organization the link is for. */
  async byToken(token: string): Promise<ClassByToken> {
    const row = await this.classes.findOneBy({ signupToken: token });
    if (!row) throw new NotFoundException('This class link is invalid');
    const organization = await this.dataSource
      .getRepository(OrganizationRow)
      .findOneByOrFail({ id: row.organizationId });
    return { class_id: row.id, name: row.name, organization: toOrganization(organization) };
  }
}
