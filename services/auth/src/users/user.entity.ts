import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { UserTypeValue } from '@pylands/contracts';

/** A signed-up account: parent (0), teacher (1) or organization admin (2). */
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored trimmed and lower-cased; unique. */
  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ name: 'user_type', type: 'smallint', default: 0 })
  userType!: UserTypeValue;

  @Column({ name: 'organization_id', type: 'uuid', nullable: true })
  organizationId!: string | null;

  /** In every session token; incremented to end all of the account's sessions at once. */
  @Column({ name: 'session_version', type: 'integer', default: 1 })
  sessionVersion!: number;

  @Column({ name: 'email_verified', type: 'boolean', default: false })
  emailVerified!: boolean;

  /** A supported language code (the UI follows it after login); null until chosen. */
  @Column({ type: 'text', nullable: true })
  language!: string | null;

  @Column({ name: 'country_code', type: 'text', nullable: true })
  countryCode!: string | null;

  /** Where the visitor came from (kept 30 days in the browser, stored at sign-up). */
  @Column({ name: 'traffic_source', type: 'text', nullable: true })
  trafficSource!: string | null;

  /** Platform staff (set by a CLI command): may impersonate. */
  @Column({ name: 'is_staff', type: 'boolean', default: false })
  isStaff!: boolean;

  /** The Google account (OpenID `sub`) linked by Log In with Google; null until used. */
  @Column({ name: 'google_sub', type: 'text', nullable: true })
  googleSub!: string | null;

  /** Wants the weekly summary email of the children's progress (opt-in; unsubscribe turns it off). */
  @Column({ name: 'weekly_report', type: 'boolean', default: false })
  weeklyReport!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
