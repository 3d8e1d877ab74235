import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { EmailToken, type EmailTokenPurpose } from './email-token.entity';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ValidToken {
  email: string;
  userId: string | null;
  purpose: EmailTokenPurpose;
}

/** Emailed tokens: random, stored hashed, single-use, expiring. */
@Injectable()
export class EmailTokens {
  constructor(private readonly dataSource: DataSource) {}

  /** A new token (the raw value goes into the email; only its hash is kept). */
  async create(
    purpose: EmailTokenPurpose,
    email: string,
    userId: string | null,
    ttlSeconds: number,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.getRepository(EmailToken).insert({
      purpose,
      tokenHash: hashToken(token),
      email,
      userId,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
    return token;
  }

  /** The token's data while it is unused and unexpired; null otherwise. Does not use it up. */
  async peek(token: string, purposes: EmailTokenPurpose[]): Promise<ValidToken | null> {
    const rows: { email: string; user_id: string | null; purpose: EmailTokenPurpose }[] =
      await this.dataSource.query(
        `SELECT "email", "user_id", "purpose" FROM "auth"."email_tokens"
          WHERE "token_hash" = $1 AND "purpose" = ANY($2) AND "used_at" IS NULL AND "expires_at" > now()`,
        [hashToken(token), purposes],
      );
    const row = rows[0];
    return row ? { email: row.email, userId: row.user_id, purpose: row.purpose } : null;
  }

  /**
   * Uses the token up (atomically: of two concurrent uses only one succeeds). Inside `manager`'s
   * transaction when given, so a failure after it gives the token back.
   */
  async consume(
    token: string,
    purpose: EmailTokenPurpose,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ValidToken | null> {
    const rows: { email: string; user_id: string | null }[] = await manager.query(
      `UPDATE "auth"."email_tokens" SET "used_at" = now()
        WHERE "token_hash" = $1 AND "purpose" = $2 AND "used_at" IS NULL AND "expires_at" > now()
        RETURNING "email", "user_id"`,
      [hashToken(token), purpose],
    );
    const row = Array.isArray(rows[0]) ? (rows[0] as typeof rows)[0] : rows[0];
    return row ? { email: row.email, userId: row.user_id, purpose } : null;
  }

  /** Older links of the same kind stop working when a new one is sent or one is used. */
  async revokeOthers(email: string, purpose: EmailTokenPurpose, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).query(
      `UPDATE "auth"."email_tokens" SET "used_at" = now()
        WHERE lower("email") = lower($1) AND "purpose" = $2 AND "used_at" IS NULL`,
      [email, purpose],
    );
  }
}
