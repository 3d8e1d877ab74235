import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '@pylands/common';
import {
  LEVEL_PLAYED_QUEUE,
  levelPlayedEventSchema,
  type LastPlayed,
  type LevelPlayedEvent,
} from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { StudentLastPlayed } from './student-last-played.entity';

/**
 * choose_student answers with the student's last_played, which is a levels fact. Rather than call
 * levels synchronously, levels publishes a `level.played` event (BullMQ queue LEVEL_PLAYED_QUEUE)
 * whenever a run starts or completes, and auth keeps its own copy in auth.student_last_played.
 * Events can arrive out of order or twice: the newest played_at wins, and events for deleted
 * students are dropped.
 */
@Injectable()
export class LastPlayedService implements OnModuleInit {
  private readonly logger = new Logger('LastPlayed');

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.events.consume(LEVEL_PLAYED_QUEUE, levelPlayedEventSchema, (event) => this.record(event));
  }

  async record(event: LevelPlayedEvent): Promise<void> {
    const playedAt = new Date(event.played_at);
    if (Number.isNaN(playedAt.getTime())) return;
    await this.dataSource.query(
      `INSERT INTO "auth"."student_last_played" ("student_id", "course_id", "level_slug", "played_at")
       SELECT s."id", $2, $3, $4 FROM "auth"."students" s WHERE s."id"::text = $1
       ON CONFLICT ("student_id") DO UPDATE
         SET "course_id" = EXCLUDED."course_id", "level_slug" = EXCLUDED."level_slug", "played_at" = EXCLUDED."played_at"
         WHERE "student_last_played"."played_at" <= EXCLUDED."played_at"`,
      [event.student_id, event.course_id, event.level_slug, playedAt],
    );
    this.logger.debug({ message: 'last_played recorded', student_id: event.student_id });
  }

  async find(studentId: string): Promise<LastPlayed | null> {
    const row = await this.dataSource.getRepository(StudentLastPlayed).findOneBy({ studentId });
    return row ? { course_id: row.courseId, level_slug: row.levelSlug } : null;
  }
}
