import { Inject, Injectable } from '@nestjs/common';
import { InternalServiceClient, RequestContext, SERVICE_CONFIG, type ServiceConfig } from '@pylands/common';
import {
  WEEKLY_REPORT_PATHS,
  weeklyAssistantUsageSchema,
  weeklySummarySchema,
  type WeeklyAssistantUsage,
  type WeeklySummary,
} from '@pylands/contracts';
import type { z } from 'zod';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';

const TIMEOUT_MS = 15000;

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

  summary(studentId: string, since: Date, until: Date): Promise<WeeklySummary> {
    const url = `${this.options.levelsUrl}${WEEKLY_REPORT_PATHS.summary(studentId)}`;
    return this.week(url, since, until, weeklySummarySchema, 'levels', 'weekly summary');
  }

  assistantUsage(studentId: string, since: Date, until: Date): Promise<WeeklyAssistantUsage> {
    const url = `${this.options.tipsUrl}${WEEKLY_REPORT_PATHS.assistantUsage(studentId)}`;
    return this.week(url, since, until, weeklyAssistantUsageSchema, 'tips', 'assistant usage');
  }

  /** One child's window from a service's internal weekly route, checked against its contract. */
  private async week<T>(
    url: string,
    since: Date,
    until: Date,
    schema: z.ZodType<T>,
    service: string,
    what: string,
  ): Promise<T> {
    const query = new URLSearchParams({ since: since.toISOString(), until: until.toISOString() });
    const body = await this.callRouteFor(
      `${url}?${query}`,
      { timeoutMs: TIMEOUT_MS },
      {
        what: `${service} ${what}`,
        unavailable: `The ${service} service is unavailable.`,
        refused: `The ${service} service refused the ${what}.`,
      },
    );
    return schema.parse(body);
  }
}
