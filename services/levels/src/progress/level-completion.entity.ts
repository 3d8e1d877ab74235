import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CompletionStatus } from '@pylands/contracts';

/** One student's progress on one level: unique per (student, course, level). */
@Entity({ name: 'level_completions' })
export class LevelCompletion {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'student_id', type: 'uuid' })
  studentId!: string;

  @Column({ name: 'course_id', type: 'text' })
  courseId!: string;

  @Column({ name: 'level_slug', type: 'text' })
  levelSlug!: string;

  @Column({ name: 'last_status', type: 'text' })
  lastStatus!: CompletionStatus;

  @Column({ name: 'last_code_executed', type: 'text', nullable: true })
  lastCodeExecuted!: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
