import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { BadgeKind } from '@pylands/contracts';

/** One badge a student earned (issue 23): one row per (student, badge), inserted once and never updated. */
@Entity({ name: 'badge_awards' })
export class BadgeAward {
  @PrimaryColumn({ name: 'student_id', type: 'uuid' })
  studentId!: string;

  /** The catalogue's stable id, e.g. `chapter:beginner-python:3` or `streak-7`. */
  @PrimaryColumn({ name: 'badge_id', type: 'text' })
  badgeId!: string;

  @Column({ type: 'text' })
  kind!: BadgeKind;

  @Column({ name: 'course_id', type: 'text', nullable: true })
  courseId!: string | null;

  @Column({ name: 'chapter_id', type: 'integer', nullable: true })
  chapterId!: number | null;

  @Column({ name: 'earned_at', type: 'timestamptz' })
  earnedAt!: Date;
}
