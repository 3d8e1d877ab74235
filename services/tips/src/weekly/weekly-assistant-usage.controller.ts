import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { createZodDto, Public, ServiceCredentialsGuard, UuidParam } from '@pylands/common';
import { weeklyWindowQuerySchema, type WeeklyAssistantUsage } from '@pylands/contracts';
import { DataSource } from 'typeorm';

class WeeklyWindowQuery extends createZodDto(weeklyWindowQuerySchema) {}

/**
 * Tips a child asked in a window, for auth's weekly parent email. Usage is counted per UTC day: a
 * day belongs to the window its midnight falls in, so consecutive weeks never count a day twice.
 * Internal (never proxied): service secret required.
 */
@Public()
@UseGuards(ServiceCredentialsGuard)
@Controller('internal/assistant-usage')
export class WeeklyAssistantUsageController {
  constructor(private readonly dataSource: DataSource) {}

  @Get(':student_id')
  async usage(
    @Param('student_id', UuidParam) studentId: string,
    @Query() query: WeeklyWindowQuery,
  ): Promise<WeeklyAssistantUsage> {
    const rows: { execution_type: string; total: number }[] = await this.dataSource.query(
      `SELECT "execution_type", sum("counter")::int AS "total" FROM "tips"."assistant_usage"
        WHERE "subject" = $1
          AND ("day"::timestamp AT TIME ZONE 'UTC') >= $2 AND ("day"::timestamp AT TIME ZONE 'UTC') < $3
        GROUP BY "execution_type"`,
      [studentId, new Date(query.since), new Date(query.until)],
    );
    const total = (type: string) => rows.find((row) => row.execution_type === type)?.total ?? 0;
    return {
      student_id: studentId,
      level_tips: total('level_assistant'),
      challenge_tips: total('challenge_assistant'),
    };
  }
}
