import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** What a creative level holds beside its indexed columns (the creator's map, goals, items, code). */
export interface CreativeLevelData {
  player_start: [number, number];
  level_goals: Record<string, unknown>[];
  items: Record<string, unknown>[];
  code_template: string;
  tutorial: string | null;
  zoom: number;
  map: Record<string, unknown> | null;
}

/** The creator's run that solved the level as it is saved (replayed by the server). */
export interface CreativeProofRun {
  code: string;
  seed?: number;
  answers?: (boolean | null)[];
}

/** A level built in the level creator: unique per (course, slug), owned by its creator. */
@Entity({ name: 'creative_levels' })
export class CreativeLevelRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** The creator's organization when it was created: who sees a school_visible level. */
  @Column({ name: 'organization_id', type: 'uuid', nullable: true })
  organizationId!: string | null;

  @Column({ name: 'course_id', type: 'text' })
  courseId!: string;

  @Column({ name: 'level_slug', type: 'text' })
  levelSlug!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'is_public', type: 'boolean' })
  isPublic!: boolean;

  @Column({ name: 'school_visible', type: 'boolean' })
  schoolVisible!: boolean;

  @Column({ name: 'map_path', type: 'text' })
  mapPath!: string;

  @Column({ type: 'jsonb' })
  data!: CreativeLevelData;

  /** When the saved level was last solved by its creator; cleared when its items, goals, start or map change. */
  @Column({ name: 'proven_at', type: 'timestamptz', nullable: true })
  provenAt!: Date | null;

  @Column({ type: 'jsonb', nullable: true })
  proof!: CreativeProofRun | null;

  /** Hidden by platform staff: out of every list, seen by the creator and staff only. */
  @Column({ type: 'boolean', default: false })
  hidden!: boolean;

  /** Players other than the creator who have opened the level (each once; creative_level_plays). */
  @Column({ type: 'integer', default: 0 })
  plays!: number;

  /** The creator's name as shown on cards (a student's username), kept when the level is saved. */
  @Column({ name: 'creator_name', type: 'text', default: '' })
  creatorName!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
