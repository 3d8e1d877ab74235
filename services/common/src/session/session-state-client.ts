import { INTERNAL_SESSION_STATE_PATH, internalSessionStateSchema } from '@pylands/contracts';
import type { ServiceConfig } from '../config/service-config';
import type { SessionState } from './session-registry';
import { callService, serviceSecret } from './service-credentials';

/**
 * Asks auth for an account's session state (GET /internal/session-state/{id}, service secret):
 * null when the account is gone (404); any other failure throws, and the caller answers 503.
 */
export async function fetchSessionState(
  config: ServiceConfig,
  userId: string,
  timeoutMs: number,
): Promise<SessionState | null> {
  const url = new URL(`${INTERNAL_SESSION_STATE_PATH}/${encodeURIComponent(userId)}`, config.authUrl);
  const answer = await callService(url.toString(), serviceSecret(config), { timeoutMs });
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`auth answered ${answer.status}`);
  const body = internalSessionStateSchema.parse(answer.body);
  return { version: body.version, studentIds: body.student_ids };
}
