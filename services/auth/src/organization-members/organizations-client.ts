import { BadGatewayException, HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG, serviceSecret, type ServiceConfig } from '@pylands/common';
import {
  classSignupJoinedSchema,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  INTERNAL_ORGANIZATION_PATHS,
  SERVICE_SECRET_HEADER,
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
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

@Injectable()
export class OrganizationsClient {
  private readonly logger = new Logger('OrganizationsClient');
  private readonly secret: string;

  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    @Inject(AUTH_CONFIG) private readonly options: AuthConfig,
  ) {
    this.secret = serviceSecret(config);
  }

  async joinClass(request: ClassTokenSignupRequest): Promise<ClassSignupJoined> {
    let response: Response;
    try {
      response = await fetch(`${this.options.organizationsUrl}${INTERNAL_ORGANIZATION_PATHS.classSignup}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          [SERVICE_SECRET_HEADER]: this.secret,
        },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      this.logger.warn({ message: 'organizations unreachable', error: (error as Error).message });
      throw new BadGatewayException('The schools service is unavailable. Please try again.');
    }
    const text = await response.text();
    const parsed = parseJson(text);
    if (response.ok) return classSignupJoinedSchema.parse(parsed);
    // The caller's mistakes (unknown link, taken username, bad input) keep their status and message.
    if ([404, 409, 422].includes(response.status)) throw new HttpException(parsed ?? '', response.status);
    this.logger.warn({ message: 'organizations refused', status: response.status, body: text.slice(0, 300) });
    throw new BadGatewayException('The schools service refused the sign-up. Please try again.');
  }
}
