import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { createZodDto, Public, ServiceCredentialsGuard, UuidParam } from '@pylands/common';
import { weeklyWindowQuerySchema, type WeeklySummary } from '@pylands/contracts';
import { WeeklySummaryService } from './weekly-summary.service';

class WeeklyWindowQuery extends createZodDto(weeklyWindowQuerySchema) {}

/** A child's week for auth's weekly parent email. Internal (never proxied): service secret required. */
@Public()
@UseGuards(ServiceCredentialsGuard)
@Controller('internal/weekly-summary')
export class WeeklySummaryController {
  constructor(private readonly summaries: WeeklySummaryService) {}

  @Get(':student_id')
  summary(
    @Param('student_id', UuidParam) studentId: string,
    @Query() query: WeeklyWindowQuery,
  ): Promise<WeeklySummary> {
    return this.summaries.of(studentId, new Date(query.since), new Date(query.until));
  }
}
