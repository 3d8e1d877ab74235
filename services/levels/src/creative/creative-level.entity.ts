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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
