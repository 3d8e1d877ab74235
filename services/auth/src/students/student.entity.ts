import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { StudentCharacter } from '@pylands/contracts';

/** A child profile managed by a parent; the session's student_id points here. */
@Entity({ name: 'students' })
export class Student {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'parent_id', type: 'uuid' })
  parentId!: string;

  @Column({ type: 'text' })
  username!: string;

  @Column({ type: 'text', default: 'Rabbit' })
  character!: StudentCharacter;

  @Column({ name: 'assistant_enabled', type: 'boolean', default: true })
  assistantEnabled!: boolean;

  /** null means unlimited. */
  @Column({ name: 'assistant_attempt_limit', type: 'integer', nullable: true })
  assistantAttemptLimit!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
