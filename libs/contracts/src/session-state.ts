import { z } from 'zod';

/**
 * GET /internal/session-state/{user_id} (auth, service secret): what makes an account's sessions
 * valid, read from PostgreSQL. Other services ask it while Redis, which caches it, is unreachable;
 * 404 means the account no longer exists (every token of it is refused).
 */
export const internalSessionStateSchema = z.object({
  user_id: z.uuid(),
  version: z.number().int().min(0),
  student_ids: z.array(z.uuid()),
});
export type InternalSessionState = z.infer<typeof internalSessionStateSchema>;

export const INTERNAL_SESSION_STATE_PATH = '/internal/session-state';
