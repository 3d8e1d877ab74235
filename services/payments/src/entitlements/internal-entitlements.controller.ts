import { Body, Controller, Get, HttpCode, Param, Put, Query, UseGuards } from '@nestjs/common';
import { createZodDto, Public, ServiceCredentialsGuard, UuidParam } from '@pylands/common';
import {
  internalEntitlementsQuerySchema,
  internalTrialBodySchema,
  type Entitlements,
} from '@pylands/contracts';
import { EntitlementsService } from './entitlements.service';

class EntitlementsQuery extends createZodDto(internalEntitlementsQuerySchema) {}
class TrialBody extends createZodDto(internalTrialBodySchema) {}

/**
 * Service-to-service (the service secret header; never proxied by the gateway): levels asks what a
 * session may play, organizations what a school's plan covers and, at registration, for its trial.
 */
@Public()
@UseGuards(ServiceCredentialsGuard)
@Controller('internal')
export class InternalEntitlementsController {
  constructor(private readonly entitlements: EntitlementsService) {}

  @Get('entitlements')
  of(@Query() query: EntitlementsQuery): Promise<Entitlements> {
    return this.entitlements.of(query);
  }

  @Put('organizations/:organization_id/trial')
  @HttpCode(200)
  trial(@Param('organization_id', UuidParam) organizationId: string, @Body() body: TrialBody) {
    return this.entitlements.startTrial(organizationId, body.admin_user_id ?? null);
  }
}
