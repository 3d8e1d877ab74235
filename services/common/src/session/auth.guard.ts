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
import { hasRole, type Role } from './identity';
import { SessionTokens } from './session-tokens';

const ROLE_MESSAGES: Record<Role, string> = {
  parent: 'Only parents can do this',
  'parent-without-student': 'Only a parent account (without a chosen student) can do this',
  teacher: 'Only teachers can do this',
  admin: 'Only organization administrators can do this',
  student: 'Choose a student first',
};

/**
 * Verifies the session cookie locally (shared secret, no call to auth) and puts the identity on
 * the request. Routes are private unless marked @Public().
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: SessionTokens,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<RequestWithIdentity>();
    request.identity = this.tokens.verify(readCookie(request.headers.cookie, SESSION_COOKIE));
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
