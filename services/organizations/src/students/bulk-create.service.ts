import { ConflictException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { BulkCreateStudentsRequest, BulkCreateStudentsResponse } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import type { Staff } from '../access/org-access';
import { AuthClient } from '../auth-client/auth-client';
import { generatePassword, generateUsername, isValidUsername } from './credentials';
import { OrgStudent } from './org-student.entity';
import { StudentsService } from './students.service';

const TAKEN = 'This username is already taken';
const USERNAME_RULE = 'username must be 3 to 30 characters: letters, digits, _ or -';

/** POST organization/bulk-create-students: a pasted list or CSV, previewed, then created at once. */
@Injectable()
export class BulkCreateService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthClient,
    private readonly studentsService: StudentsService,
  ) {}

  private get students() {
    return this.dataSource.getRepository(OrgStudent);
  }

  /**
   * Pasted list or CSV rows: usernames and passwords are generated where missing; every row is
   * checked (format, repeated in the list, taken in the organization). A dry run, or any row with
   * an error, creates nobody (409 when the only problem is taken usernames, else 422); otherwise
   * all are created at once, with exactly the usernames sent (the screen sends its preview's), and
   * the passwords are shown once.
   */
  async bulkCreate(staff: Staff, body: BulkCreateStudentsRequest): Promise<BulkCreateStudentsResponse> {
    const classId = await this.studentsService.targetClass(staff, body.class_id ?? null);
    const rows = body.rows.map((row, index) => ({
      row: index + 1,
      name: (row.name ?? '').trim(),
      username: row.username?.trim() || '',
      password: row.password?.trim() || null,
      error: null as string | null,
      id: null as string | null,
    }));
    const given = rows.map((row) => row.username).filter(Boolean);
    const taken = new Set(
      (given.length ? await this.auth.takenUsernames(staff.organizationId, given) : []).map((u) =>
        u.toLowerCase(),
      ),
    );
    const seen = new Set<string>();
    for (const row of rows) {
      if (!row.username) continue;
      const key = row.username.toLowerCase();
      if (!isValidUsername(row.username)) row.error = USERNAME_RULE;
      else if (seen.has(key)) row.error = 'This username appears twice in the list';
      else if (taken.has(key)) row.error = TAKEN;
      seen.add(key);
    }
    for (const row of rows) {
      if (row.password !== null && (row.password.length < 8 || row.password.length > 128)) {
        row.error ??= 'password must be 8 to 128 characters';
      }
      if (!row.username && !row.name) row.error ??= 'Give a name or a username';
    }
    // Generated usernames avoid the list's own and the organization's (asked again for the new ones).
    for (let round = 0; round < 5; round++) {
      const pending = rows.filter((row) => !row.username || row.username.startsWith('\u0000'));
      if (pending.length === 0) break;
      const proposals = pending.map((row) => {
        const candidate = generateUsername(row.name, seen);
        seen.add(candidate);
        return candidate;
      });
      const clash = new Set(await this.auth.takenUsernames(staff.organizationId, proposals));
      pending.forEach((row, i) => {
        row.username = clash.has(proposals[i]) ? `\u0000${proposals[i]}` : proposals[i];
      });
    }
    for (const row of rows) {
      if (row.username.startsWith('\u0000')) {
        row.username = row.username.slice(1);
        row.error ??= TAKEN;
      }
    }
    const hasErrors = rows.some((row) => row.error !== null);
    if (body.dry_run || hasErrors) {
      if (!body.dry_run) {
        const problems = rows.filter((row) => row.error !== null);
        const message = `Nobody was created. ${problems
          .slice(0, 5)
          .map((row) => `Row ${row.row} (${row.username || row.name}): ${row.error}`)
          .join('; ')}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}.`;
        // Only taken usernames (e.g. taken since the preview): a conflict with the organization's accounts.
        if (problems.every((row) => row.error === TAKEN)) throw new ConflictException(message);
        throw new UnprocessableEntityException(message);
      }
      return { created: false, rows };
    }
    await this.studentsService.assertRoomFor(staff.organizationId, rows.length);
    for (const row of rows) row.password ??= generatePassword();
    const accounts = await this.auth.createStudents(
      staff.organizationId,
      rows.map((row) => ({
        username: row.username,
        password: row.password!,
        class_id: classId,
        assistant_enabled: true,
        assistant_attempt_limit: null,
      })),
    );
    await this.students.save(
      accounts.map((account, i) =>
        this.students.create({
          studentId: account.student_id,
          userId: account.user_id,
          organizationId: staff.organizationId,
          classId,
          username: account.username,
          name: rows[i].name,
          assistantEnabled: true,
          assistantAttemptLimit: null,
        }),
      ),
    );
    accounts.forEach((account, i) => (rows[i].id = account.student_id));
    await this.studentsService.republish([classId]);
    return { created: true, rows };
  }
}
