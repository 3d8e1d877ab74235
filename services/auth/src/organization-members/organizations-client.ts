import { Inject, Injectable } from '@nestjs/common';
import { RequestContext, SERVICE_CONFIG, type ServiceConfig, InternalServiceClient } from '@pylands/common';
import {
  classSignupJoinedSchema,
  INTERNAL_ORGANIZATION_PATHS,
  type ClassSignupJoined,
  type ClassTokenSignupRequest,
} from '@pylands/contracts';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';

const TIMEOUT_MS = 15000;

/**
 * Calls to the organizations service, which owns organization students: a class-link sign-up is
 * added there (it creates the account here through the internal organization-members routes) before
 * auth signs the student in, so the class lists them as soon as the sign-up answers.
 */
@Injectable()
export class OrganizationsClient extends InternalServiceClient {
  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(AUTH_CONFIG) private readonly options: AuthConfig,
    context: RequestContext,
  ) {
    super(config, context, 'OrganizationsClient');
  }

  async joinClass(request: ClassTokenSignupRequest): Promise<ClassSignupJoined> {
    const url = `${this.options.organizationsUrl}${INTERNAL_ORGANIZATION_PATHS.classSignup}`;
    const body = await this.callRouteFor(
      url,
      { method: 'POST', body: request, timeoutMs: TIMEOUT_MS },
      {
        what: 'organizations class sign-up',
        unavailable: 'The schools service is unavailable. Please try again.',
        refused: 'The schools service refused the sign-up. Please try again.',
      },
    );
    return classSignupJoinedSchema.parse(body);
  }
}
