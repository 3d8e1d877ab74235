import { anonymousSubject, type AnonymousVisitors, type Identity } from '@pylands/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whose credits a call spends: the chosen student's, else the signed-in user's, else the visitor's cookie. */
export function creditSubject(
  identity: Identity | null,
  visitors: AnonymousVisitors,
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  return identity
    ? (identity.student_id ?? identity.user_id)
    : anonymousSubject(visitors.identify(request, reply));
}
