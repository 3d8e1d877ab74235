import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SESSION_COOKIE } from '@pylands/contracts';
import { readCookie } from './cookies';
import { IS_PUBLIC, REQUIRED_ROLES, type RequestWithIdentity } from './decorators';
import { hasRole, type Identity, type Role } from './identity';
import { SessionRegistry } from './session-registry';
import { SessionTokens } from './session-tokens';

const ROLE_MESSAGES: Record<Role, string> = {
  parent: 'Only parents can do this',
  'parent-without-student': 'Only a parent account (without a chosen student) can do this',
  teacher: 'Only teachers can do this',
  admin: 'Only organization administrators can do this',
  student: 'Choose a student first',
};

/**
 * Verifies the session cookie locally (shared secret, no call to auth), checks in Redis that the
 * session was not revoked (SessionRegistry: one HMGET) and puts the identity on the request.
 * Routes are private unless marked @Public(); on a public route a revoked session is anonymous.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: SessionTokens,
    private readonly registry: SessionRegistry,
  ) {}

  private async identify(request: RequestWithIdentity): Promise<Identity | null> {
    const session = this.tokens.verifySession(readCookie(request, SESSION_COOKIE));
    if (!session) return null;
    const { identity, version } = session;
    const valid = await this.registry.isValid(identity.user_id, version, identity.student_id);
    return valid ? identity : null;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<RequestWithIdentity>();
    request.identity = await this.identify(request);
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (!request.identity) throw new UnauthorizedException('Not signed in');
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (roles?.length && !roles.some((role) => hasRole(request.identity!, role))) {
      throw new ForbiddenException(ROLE_MESSAGES[roles[0]]);
    }
    return true;
  }
}
