import { Module, type DynamicModule } from '@nestjs/common';
import {
  AnonymousVisitors,
  ENTITLEMENTS_OPTIONS,
  EntitlementsClient,
  loadEntitlementsOptions,
  ServiceCoreModule,
  type EntitlementsOptions,
  type ServiceConfig,
} from '@pylands/common';
import { loadTipsConfig, TIPS_CONFIG, type TipsConfig } from './config/tips-config';
import { AssistantCreditsController } from './credits/assistant-credits.controller';
import { AssistantCreditsService } from './credits/assistant-credits.service';
import { GivenTipsService } from './credits/given-tips';
import { AssistantUsageEraser } from './credits/assistant-usage-eraser';
import { AssistantPolicies } from './credits/assistant-policy';
import { OrganizationAssistant } from './credits/organization-assistant';
import { ParentStudentAssistant } from './credits/parent-student-assistant';
import { ParentStudents } from './credits/parent-students';
import { TIPS_MIGRATIONS } from './migrations';
import { TipQueue } from './tips/tip-queue';
import { TipsController } from './tips/tips.controller';
import { TipsService } from './tips/tips.service';
import { WeeklyAssistantUsageController } from './weekly/weekly-assistant-usage.controller';
import { TIPS_ROUTES } from '@pylands/contracts';

export const TIPS_SCHEMA = 'tips';

/**
 * The tips API: assistant credits (schema "tips") and tip requests, answered through the BullMQ
 * `tips` queue by tips workers (src/worker-main.ts), which run as processes of their own.
 */
@Module({})
export class TipsAppModule {
  static forRoot(
    config?: ServiceConfig,
    tips?: TipsConfig,
    entitlements: Partial<EntitlementsOptions> = {},
  ): DynamicModule {
    return {
      module: TipsAppModule,
      imports: [
        ServiceCoreModule.forRoot({
          name: 'tips',
          schema: TIPS_SCHEMA,
          entities: [],
          migrations: TIPS_MIGRATIONS,
          config,
          openapi: {
            // Under /api/chatgpt, which the gateway sends to this service.
            path: 'api/chatgpt/openapi.json',
            routes: TIPS_ROUTES,
            info: {
              title: 'Pylands tips',
              version: '1',
              description:
                'The coding assistant: tips after a failed run (/api/chatgpt) and its credits (/api/credit/level_assistant, challenge_assistant, usage).',
            },
          },
        }),
      ],
      controllers: [TipsController, AssistantCreditsController, WeeklyAssistantUsageController],
      providers: [
        { provide: TIPS_CONFIG, useFactory: () => tips ?? loadTipsConfig() },
        AnonymousVisitors,
        // Locked levels and the assistant's limit follow payments' entitlements (as in levels).
        { provide: ENTITLEMENTS_OPTIONS, useValue: { ...loadEntitlementsOptions(), ...entitlements } },
        EntitlementsClient,
        AssistantCreditsService,
        GivenTipsService,
        AssistantUsageEraser,
        OrganizationAssistant,
        ParentStudentAssistant,
        AssistantPolicies,
        ParentStudents,
        TipQueue,
        TipsService,
      ],
    };
  }
}
