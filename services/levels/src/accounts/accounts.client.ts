import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  callServiceFor,
  RequestContext,
  SERVICE_CONFIG,
  serviceSecret,
  type ServiceConfig,
} from '@pylands/common';
import { internalAccountSchema, type InternalAccount } from '@pylands/contracts';
import { LEVELS_OPTIONS, type LevelsOptions } from '../entitlements/levels-config';

const TIMEOUT_MS = 3000;

/**
 * auth's answer to "who is this account" (its internal route, service secret): the staff flag
 * (asked at each call, as payments' staff guard does: the flag is not in the session) and a
 * parent's students with their usernames. 502 when auth cannot answer.
 */
@Injectable()
export class AccountsClient {
  private readonly logger = new Logger('AccountsClient');
  private readonly secret: string;

  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(LEVELS_OPTIONS) private readonly options: LevelsOptions,
    private readonly context: RequestContext,
  ) {
    this.secret = serviceSecret(config);
  }

  async account(userId: string): Promise<InternalAccount> {
    const path = `/internal/accounts/${encodeURIComponent(userId)}`;
    const body = await callServiceFor(
      new URL(path, this.options.authUrl).toString(),
      this.secret,
      { timeoutMs: TIMEOUT_MS, requestId: this.context.requestId() },
      {
        logger: this.logger,
        what: 'Accounts',
        unavailable: 'Accounts cannot be checked right now',
        refused: 'Accounts cannot be checked right now',
      },
    );
    return internalAccountSchema.parse(body);
  }
}
