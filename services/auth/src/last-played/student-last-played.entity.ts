import { Column, Entity, PrimaryColumn } from 'typeorm';

/** auth's copy of the last level each student played, fed by levels' `level.played` events. */
@Entity({ name: 'student_last_played' })
export class StudentLastPlayed {
  @PrimaryColumn({ name: 'student_id', type: 'uuid' })
  studentId!: string;

  @Column({ name: 'course_id', type: 'text' })
  courseId!: string;

  @Column({ name: 'level_slug', type: 'text' })
  levelSlug!: string;

  @Column({ name: 'played_at', type: 'timestamptz' })
  playedAt!: Date;
}
