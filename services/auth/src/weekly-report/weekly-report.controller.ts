import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { createZodDto, Public, ServiceCredentialsGuard } from '@pylands/common';
import { weeklyReportRunSchema, type WeeklyReportRunResult } from '@pylands/contracts';
import { WeeklyReportService } from './weekly-report.service';

class WeeklyReportRunBody extends createZodDto(weeklyReportRunSchema) {}

/** Runs the weekly summary now, for operations and tests (service secret; never proxied). */
@Public()
@UseGuards(ServiceCredentialsGuard)
@Controller('internal/weekly-report')
export class WeeklyReportController {
  constructor(private readonly reports: WeeklyReportService) {}

  @Post('run')
  @HttpCode(200)
  run(@Body() body: WeeklyReportRunBody): Promise<WeeklyReportRunResult> {
    return this.reports.run(body.at ? new Date(body.at) : new Date());
  }
}
