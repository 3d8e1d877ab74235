import { Inject, Injectable } from '@nestjs/common';
import { RequestContext, SERVICE_CONFIG, type ServiceConfig, InternalServiceClient } from '@pylands/common';
import {
  internalAccountSchema,
  internalOrganizationNameSchema,
  type InternalAccount,
} from '@pylands/contracts';
import { LEVELS_OPTIONS, type LevelsOptions } from '../entitlements/levels-config';

const TIMEOUT_MS = 3000;

/**
 * auth's answer to "who is this account" (its internal route, service secret): the staff flag
 * (asked at each call, as payments' staff guard does: the flag is not in the session) and a
 * parent's students with their usernames. 502 when auth cannot answer.
 */
@Injectable()
export class AccountsClient extends InternalServiceClient {
  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(LEVELS_OPTIONS) private readonly options: LevelsOptions,
    context: RequestContext,
  ) {
    super(config, context, 'AccountsClient');
  }

  async account(userId: string): Promise<InternalAccount> {
    return internalAccountSchema.parse(await this.get(`/internal/accounts/${encodeURIComponent(userId)}`));
  }

  /** A school's name (certificates print it). */
  async organizationName(organizationId: string): Promise<string> {
    const path = `/internal/organizations/${encodeURIComponent(organizationId)}`;
    return internalOrganizationNameSchema.parse(await this.get(path)).name;
  }

  private get(path: string): Promise<unknown> {
    return this.callRouteFor(
      new URL(path, this.options.authUrl).toString(),
      { timeoutMs: TIMEOUT_MS },
      {
        what: 'Accounts',
        unavailable: 'Accounts cannot be checked right now',
        refused: 'Accounts cannot be checked right now',
      },
    );
  }
}
