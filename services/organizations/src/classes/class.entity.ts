import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'classes' })
export class ClassRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'text' })
  name!: string;

  /** Chapter numbers or 'x:id' strings. */
  @Column({ name: 'unlocked_chapters', type: 'jsonb', default: () => "'[]'" })
  unlockedChapters!: (number | string)[];

  @Column({ name: 'no_skip', type: 'boolean', default: false })
  noSkip!: boolean;

  @Column({ type: 'boolean', default: false })
  quiz!: boolean;

  @Column({ name: 'signup_token', type: 'text' })
  signupToken!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
