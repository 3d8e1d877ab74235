import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One try at a chapter's quiz. `subject` is who may answer it: a student id, a signed-in adult's
 * user id, or `anon:<visitor id>`; `student_id` is set only when the finished try is recorded.
 */
@Entity({ name: 'quiz_attempts' })
export class QuizAttemptRow {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ name: 'student_id', type: 'uuid', nullable: true })
  studentId!: string | null;

  @Column({ name: 'course_id', type: 'text' })
  courseId!: string;

  @Column({ name: 'chapter_id', type: 'integer' })
  chapterId!: number;

  @Column({ type: 'integer' })
  total!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;
}
