import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One student's record of one challenge: the last code the server checked, and the first full pass. */
@Entity({ name: 'challenge_solves' })
export class ChallengeSolve {
  @PrimaryColumn({ name: 'student_id', type: 'uuid' })
  studentId!: string;

  @PrimaryColumn({ name: 'challenge_slug', type: 'text' })
  challengeSlug!: string;

  /** When every hidden case first passed on the server; null: not solved yet. Never cleared. */
  @Column({ name: 'solved_at', type: 'timestamptz', nullable: true })
  solvedAt!: Date | null;

  @Column({ name: 'last_code', type: 'text' })
  lastCode!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
