import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A staff account of an organization (the account itself lives in auth). */
@Entity({ name: 'members' })
export class Member {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ type: 'text' })
  role!: 'admin' | 'teacher';

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text', default: '' })
  name!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
