import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A student's best finished attempt at one chapter's quiz (the agreed `quiz_results` table). */
@Entity({ name: 'quiz_results' })
export class QuizResultRow {
  @PrimaryColumn({ name: 'student_id', type: 'uuid' })
  studentId!: string;

  @PrimaryColumn({ name: 'course_id', type: 'text' })
  courseId!: string;

  @PrimaryColumn({ name: 'chapter_id', type: 'integer' })
  chapterId!: number;

  /** Best score of a finished attempt, 0–100, rounded down. */
  @Column({ name: 'best_percent', type: 'integer' })
  bestPercent!: number;

  /** Sticky: once passed, a worse later attempt does not unpass it. */
  @Column({ type: 'boolean' })
  passed!: boolean;

  /** Finished attempts. */
  @Column({ type: 'integer' })
  attempts!: number;

  @Column({ name: 'passed_at', type: 'timestamptz', nullable: true })
  passedAt!: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
