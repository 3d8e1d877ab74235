import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A student of an organization: the account (username, password) lives in auth. */
@Entity({ name: 'students' })
export class OrgStudent {
  @PrimaryColumn({ name: 'student_id', type: 'uuid' })
  studentId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'class_id', type: 'uuid', nullable: true })
  classId!: string | null;

  @Column({ type: 'text' })
  username!: string;

  @Column({ type: 'text', default: '' })
  name!: string;

  @Column({ name: 'assistant_enabled', type: 'boolean', default: true })
  assistantEnabled!: boolean;

  @Column({ name: 'assistant_attempt_limit', type: 'integer', nullable: true })
  assistantAttemptLimit!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
