import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Identity, Role } from './identity';

export const IS_PUBLIC = 'pylands:public';
export const REQUIRED_ROLES = 'pylands:roles';
export const SERVER_TO_SERVER = 'pylands:server-to-server';

/** The route answers anonymous callers too (the identity is still read when a session exists). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * Called by another server with its own proof (a webhook's signature), never by a browser: the
 * browser-request checks (CSRF header, fetch metadata) do not apply. Mark it @Public() too.
 */
export const ServerToServer = () => SetMetadata(SERVER_TO_SERVER, true);

/** Signed-in callers with at least one of these roles; others get 403. */
export const Roles = (...roles: Role[]) => SetMetadata(REQUIRED_ROLES, roles);

export type RequestWithIdentity = FastifyRequest & { identity?: Identity | null };

/** The verified session of the caller, or null on a public route called anonymously. */
export const CurrentIdentity = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Identity | null =>
    context.switchToHttp().getRequest<RequestWithIdentity>().identity ?? null,
);
