import {
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { Identity } from '@pylands/common';
import {
  type ClassSignupJoined,
  type ClassTokenSignupRequest,
  type CreateOrganizationStudentRequest,
  type OrganizationStudent,
  type StudentAssistantSettings,
  type TransferStudentsRequest,
  type UpdateOrganizationStudentRequest,
} from '@pylands/contracts';
import { DataSource, In } from 'typeorm';
import { ownedBy, type Staff } from '../access/org-access';
import { AuthClient } from '../auth-client/auth-client';
import { PaymentsClient } from '../payments-client/payments-client';
import { ClassRow } from '../classes/class.entity';
import { ClassesService, classDetails } from '../classes/classes.service';
import { OrgStudent } from './org-student.entity';

export function toStudent(row: OrgStudent): OrganizationStudent {
  return {
    id: row.studentId,
    user_id: row.userId,
    username: row.username,
    name: row.name,
    class_id: row.classId,
    assistant_enabled: row.assistantEnabled,
    assistant_attempt_limit: row.assistantAttemptLimit,
    created_at: row.createdAt.toISOString(),
  };
}

@Injectable()
export class StudentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthClient,
    private readonly classes: ClassesService,
    private readonly payments: PaymentsClient,
  ) {}

  private get students() {
    return this.dataSource.getRepository(OrgStudent);
  }

  /** levels keeps class membership from these events. */
  async republish(classIds: (string | null)[]): Promise<void> {
    const ids = [...new Set(classIds.filter((id): id is string => id !== null))];
    if (ids.length === 0) return;
    for (const row of await this.dataSource.getRepository(ClassRow).findBy({ id: In(ids) })) {
      await this.classes.publish(row.id, row.organizationId, classDetails(row));
    }
  }

  /** A class the caller may put students in; null (no class) only for administrators. */
  async targetClass(staff: Staff, classId: string | null): Promise<string | null> {
    if (classId === null) {
      if (!staff.admin) throw new UnprocessableEntityException('class_id: choose one of your classes');
      return null;
    }
    try {
      return (await this.classes.accessible(staff, classId)).id;
    } catch (error) {
      if (error instanceof NotFoundException)
        throw new UnprocessableEntityException('class_id: no such class');
      throw error;
    }
  }

  async list(staff: Staff, classId?: string): Promise<OrganizationStudent[]> {
    const ids = await this.classes.classIdsOf(staff);
    if (classId) await this.classes.accessible(staff, classId);
    const where = classId
      ? { organizationId: staff.organizationId, classId }
      : ids === null
        ? { organizationId: staff.organizationId }
        : { organizationId: staff.organizationId, classId: In(ids) };
    const rows = await this.students.find({ where, order: { username: 'ASC' } });
    return rows.map(toStudent);
  }

  /** 404 unknown, 403 another organization, or (teachers) a student of a class they do not teach. */
  async accessible(staff: Staff, studentId: string): Promise<OrgStudent> {
    const row = ownedBy(await this.students.findOneBy({ studentId }), staff.organizationId, 'Student');
    if (!staff.admin) {
      const ids = (await this.classes.classIdsOf(staff)) ?? [];
      if (!row.classId || !ids.includes(row.classId))
        throw new ForbiddenException('This student is not in your classes');
    }
    return row;
  }

  /** Staff with access, or the student themself (the play screen reads the assistant settings). */
  async getFor(identity: Identity, staff: Staff | null, studentId: string): Promise<OrganizationStudent> {
    if (staff) return toStudent(await this.accessible(staff, studentId));
    const row = await this.students.findOneBy({ studentId });
    if (!row) throw new NotFoundException('Student not found');
    if (identity.student_id !== studentId)
      throw new ForbiddenException('You may only read your own settings');
    return toStudent(row);
  }

  async create(staff: Staff, body: CreateOrganizationStudentRequest): Promise<OrganizationStudent> {
    const classId = await this.targetClass(staff, body.class_id ?? null);
    return toStudent(await this.add(staff.organizationId, classId, body));
  }

  /**
   * A student signs up through a class link (auth asks, service to service, before it signs them
   * in): they are in the class's list as soon as the sign-up answers.
   */
  async joinByToken(request: ClassTokenSignupRequest): Promise<ClassSignupJoined> {
    const klass = await this.classes.byToken(request.token);
    const row = await this.add(klass.organization.id, klass.class_id, request);
    return {
      student_id: row.studentId,
      user_id: row.userId,
      organization_id: row.organizationId,
      class_id: klass.class_id,
      username: row.username,
    };
  }

  /** The assistant settings services read for an organization student (404 for anyone else). */
  async assistantSettings(studentId: string): Promise<StudentAssistantSettings> {
    const row = await this.students.findOneBy({ studentId });
    if (!row) throw new NotFoundException('Not a student of an organization');
    return {
      student_id: row.studentId,
      organization_id: row.organizationId,
      assistant_enabled: row.assistantEnabled,
      assistant_attempt_limit: row.assistantAttemptLimit,
    };
  }

  /** 409 naming the limit when the organization's plan (or trial) covers no more than it has. */
  async assertRoomFor(organizationId: string, adding: number): Promise<void> {
    const current = await this.students.countBy({ organizationId });
    await this.payments.assertRoomFor(organizationId, current, adding);
  }

  /** The account in auth, then this service's row; levels hears of the class's new member. */
  private async add(
    organizationId: string,
    classId: string | null,
    body: Pick<CreateOrganizationStudentRequest, 'username' | 'password' | 'name'> &
      Partial<Pick<CreateOrganizationStudentRequest, 'assistant_enabled' | 'assistant_attempt_limit'>>,
  ): Promise<OrgStudent> {
    await this.assertRoomFor(organizationId, 1);
    const settings = {
      assistant_enabled: body.assistant_enabled ?? true,
      assistant_attempt_limit: body.assistant_attempt_limit ?? null,
    };
    const [account] = await this.auth.createStudents(organizationId, [
      { username: body.username, password: body.password, class_id: classId, ...settings },
    ]);
    const row = await this.students.save(
      this.students.create({
        studentId: account.student_id,
        userId: account.user_id,
        organizationId,
        classId,
        username: account.username,
        name: body.name ?? '',
        assistantEnabled: settings.assistant_enabled,
        assistantAttemptLimit: settings.assistant_attempt_limit,
      }),
    );
    await this.republish([classId]);
    return row;
  }

  async update(
    staff: Staff,
    studentId: string,
    body: UpdateOrganizationStudentRequest,
  ): Promise<OrganizationStudent> {
    const row = await this.accessible(staff, studentId);
    const previousClass = row.classId;
    const classId = body.class_id === undefined ? row.classId : await this.targetClass(staff, body.class_id);
    await this.auth.updateStudent(studentId, {
      username: body.username,
      password: body.password,
      class_id: body.class_id === undefined ? undefined : classId,
      assistant_enabled: body.assistant_enabled,
      assistant_attempt_limit: body.assistant_attempt_limit,
    });
    if (body.username !== undefined) row.username = body.username;
    if (body.name !== undefined) row.name = body.name;
    row.classId = classId;
    if (body.assistant_enabled !== undefined) row.assistantEnabled = body.assistant_enabled;
    if (body.assistant_attempt_limit !== undefined) row.assistantAttemptLimit = body.assistant_attempt_limit;
    await this.students.save(row);
    if (previousClass !== classId) await this.republish([previousClass, classId]);
    return toStudent(row);
  }

  async remove(staff: Staff, studentId: string): Promise<void> {
    const row = await this.accessible(staff, studentId);
    await this.auth.deleteStudent(studentId);
    await this.students.delete({ studentId });
    await this.republish([row.classId]);
  }

  async transfer(staff: Staff, body: TransferStudentsRequest): Promise<number> {
    const classId = await this.targetClass(staff, body.class_id);
    const ids = [...new Set(body.student_ids)];
    const rows: OrgStudent[] = [];
    for (const id of ids) rows.push(await this.accessible(staff, id));
    for (const row of rows) await this.auth.updateStudent(row.studentId, { class_id: classId });
    await this.students.update({ studentId: In(ids) }, { classId });
    await this.republish([...rows.map((row) => row.classId), classId]);
    return rows.length;
  }
}
