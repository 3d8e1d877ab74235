import { Controller, Get, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { Public, ServiceCredentialsGuard, SessionRegistry, UuidParam } from '@pylands/common';
import type { InternalSessionState } from '@pylands/contracts';

/**
 * An account's session state, for services that cannot read it from Redis (unreachable, or the hash
 * was lost): internal, never proxied by the gateway; the service secret header is required. The
 * registry answers from Redis when it can, else from PostgreSQL, and rebuilds a lost hash.
 */
@Public()
@UseGuards(ServiceCredentialsGuard)
@Controller('internal/session-state')
export class InternalSessionStateController {
  constructor(private readonly registry: SessionRegistry) {}

  @Get(':user_id')
  async byId(@Param('user_id', UuidParam) userId: string): Promise<InternalSessionState> {
    const state = await this.registry.current(userId);
    if (!state) throw new NotFoundException('No such account');
    return { user_id: userId, version: state.version, student_ids: state.studentIds };
  }
}
