import { Injectable } from '@nestjs/common';
import type { SessionState, SessionStateLoader } from '@pylands/common';
import { DataSource } from 'typeorm';

/** Reads an account's session version and live students from PostgreSQL (the durable truth). */
@Injectable()
export class AuthSessionStateLoader implements SessionStateLoader {
  constructor(private readonly dataSource: DataSource) {}

  async load(userId: string): Promise<SessionState | null> {
    const rows: { session_version: number; student_id: string | null }[] = await this.dataSource.query(
      `SELECT u."session_version", s."id" AS "student_id"
         FROM "auth"."users" u LEFT JOIN "auth"."students" s ON s."parent_id" = u."id"
        WHERE u."id"::text = $1`,
      [userId],
    );
    if (rows.length === 0) return null;
    return {
      version: Number(rows[0].session_version),
      studentIds: rows.flatMap((row) => (row.student_id ? [row.student_id] : [])),
    };
  }
}
