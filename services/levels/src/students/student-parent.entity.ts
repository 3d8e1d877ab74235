import { Column, Entity, PrimaryColumn } from 'typeorm';

/** levels' copy of which parent owns which student (fed by auth's student-changed events). */
@Entity({ name: 'student_parents' })
export class StudentParent {
  @PrimaryColumn({ name: 'student_id', type: 'uuid' })
  studentId!: string;

  @Column({ name: 'parent_id', type: 'uuid' })
  parentId!: string;

  /** Set when auth deletes the student: the row stays so old sessions of the student are refused. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
