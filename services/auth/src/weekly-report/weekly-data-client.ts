import { Inject, Injectable } from '@nestjs/common';
import { InternalServiceClient, RequestContext, SERVICE_CONFIG, type ServiceConfig } from '@pylands/common';
import {
  WEEKLY_REPORT_PATHS,
  weeklyAssistantUsageSchema,
  weeklySummarySchema,
  type WeeklyAssistantUsage,
  type WeeklySummary,
} from '@pylands/contracts';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';

const TIMEOUT_MS = 15000;

function windowQuery(since: Date, until: Date): string {
  return new URLSearchParams({ since: since.toISOString(), until: until.toISOString() }).toString();
}

/** A child's week from levels (levels, quizzes, badges, play time) and tips (assistant use). */
@Injectable()
export class WeeklyDataClient extends InternalServiceClient {
  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(AUTH_CONFIG) private readonly options: AuthConfig,
    context: RequestContext,
  ) {
    super(config, context, 'WeeklyDataClient');
  }

  async summary(studentId: string, since: Date, until: Date): Promise<WeeklySummary> {
    const url = `${this.options.levelsUrl}${WEEKLY_REPORT_PATHS.summary(studentId)}?${windowQuery(since, until)}`;
    const body = await this.callRouteFor(
      url,
      { timeoutMs: TIMEOUT_MS },
      {
        what: 'levels weekly summary',
        unavailable: 'The levels service is unavailable.',
        refused: 'The levels service refused the weekly summary.',
      },
    );
    return weeklySummarySchema.parse(body);
  }

  async assistantUsage(studentId: string, since: Date, until: Date): Promise<WeeklyAssistantUsage> {
    const url = `${this.options.tipsUrl}${WEEKLY_REPORT_PATHS.assistantUsage(studentId)}?${windowQuery(since, until)}`;
    const body = await this.callRouteFor(
      url,
      { timeoutMs: TIMEOUT_MS },
      {
        what: 'tips assistant usage',
        unavailable: 'The tips service is unavailable.',
        refused: 'The tips service refused the assistant usage.',
      },
    );
    return weeklyAssistantUsageSchema.parse(body);
  }
}
