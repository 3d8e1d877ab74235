import type { EntityManager } from 'typeorm';

/** Who did it: a user's id, or `paddle` for what Paddle's webhooks told us. */
export type LedgerActor = string;

/**
 * Appends one line to payments.ledger (a trigger refuses UPDATE and DELETE): every grant,
 * assignment, transfer, refund and paid flag, with who did it. Written in the caller's transaction.
 */
export async function appendLedger(
  manager: EntityManager,
  actor: LedgerActor,
  action: string,
  subject: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await manager.query(
    `INSERT INTO "payments"."ledger" ("actor", "action", "subject", "details") VALUES ($1, $2, $3, $4)`,
    [actor, action, subject, JSON.stringify(details)],
  );
}
