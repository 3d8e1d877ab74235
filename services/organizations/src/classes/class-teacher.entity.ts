import { Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'class_teachers' })
export class ClassTeacher {
  @PrimaryColumn({ name: 'class_id', type: 'uuid' })
  classId!: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;
}
