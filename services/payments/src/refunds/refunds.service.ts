import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Identity } from '@pylands/common';
import type { RefundEligibility, RefundStatus } from '@pylands/contracts';
import { DataSource } from 'typeorm';
import { InternalServices } from '../accounts/internal-services';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../config/payments-config';
import { appendLedger } from '../ledger/ledger';
import { PaddleClient } from '../paddle/paddle-client';
import { OWNED_BY, ownerParams } from '../subscriptions/subscription-row';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A refund in these states stops another request for the same purchase. */
const OPEN_STATUSES = ['requested', 'approved', 'paid_out'];

interface PurchaseRow {
  id: string;
  kind: 'course' | 'subscription';
  course: string | null;
  student_id: string | null;
  transaction_id: string | null;
  paid_at: Date | null;
  status: string;
  refunded_at: Date | null;
}

export interface RefundRow {
  id: string;
  purchase_id: string;
  status: RefundStatus;
  reason: string;
  requested_at: Date;
  /** Time of the event that set the status (for paid_out: when it was paid out). */
  state_at: Date | string;
}

export const refundView = (row: RefundRow) => ({
  refund_id: row.id,
  purchase_id: row.purchase_id,
  status: row.status,
  reason: row.reason,
  requested_at: new Date(row.requested_at).toISOString(),
  paid_out_at: row.status === 'paid_out' ? new Date(row.state_at).toISOString() : null,
});

/**
 * doc 1 §1 refund policy: a course purchase within 30 days, the course not completed and no
 * certificate issued (here one and the same: a certificate is issued when the course is complete);
 * a subscription's last payment always. Refunds go to Paddle as refund adjustments; their status
 * follows Paddle's webhooks.
 */
@Injectable()
export class RefundsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    private readonly paddle: PaddleClient,
    private readonly services: InternalServices,
  ) {}

  private async purchase(identity: Identity, purchaseId: string): Promise<PurchaseRow> {
    const rows: PurchaseRow[] = await this.dataSource.query(
      `SELECT "id", 'course' AS "kind", "course", "student_id", "transaction_id", "purchased_at" AS "paid_at",
              CASE WHEN "refunded_at" IS NULL THEN 'active' ELSE 'refunded' END AS "status", "refunded_at"
         FROM "payments"."course_purchases" WHERE "id" = $3 AND "owner_user_id" = $1
       UNION ALL
       SELECT "id", 'subscription', NULL, NULL, "last_transaction_id", "last_paid_at", "status", NULL
         FROM "payments"."subscriptions" WHERE "id" = $3 AND ${OWNED_BY}`,
      [...ownerParams(identity), purchaseId],
    );
    if (!rows.length) throw new NotFoundException('No such purchase');
    return rows[0];
  }

  async eligibility(identity: Identity, purchaseId: string, now = new Date()): Promise<RefundEligibility> {
    const purchase = await this.purchase(identity, purchaseId);
    const verdict = (reason: string | null, deadline: Date | null = null): RefundEligibility => ({
      purchase_id: purchase.id,
      eligible: reason === null,
      reason,
      deadline: deadline?.toISOString() ?? null,
    });
    if (!purchase.transaction_id || !purchase.paid_at) return verdict('There is no payment to refund yet');
    const open: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM "payments"."refunds" WHERE "purchase_id" = $1 AND "transaction_id" = $2 AND "status" = ANY($3)`,
      [purchase.id, purchase.transaction_id, OPEN_STATUSES],
    );
    if (open.length) return verdict('A refund of this payment was already requested');
    if (purchase.kind === 'subscription') return verdict(null);
    const deadline = new Date(new Date(purchase.paid_at).getTime() + this.config.refundDays * DAY_MS);
    if (purchase.refunded_at) return verdict('This purchase was already refunded', deadline);
    if (now > deadline)
      return verdict(`Course purchases can be refunded within ${this.config.refundDays} days`, deadline);
    if (purchase.student_id && (await this.services.hasCertificate(purchase.course!, purchase.student_id)))
      return verdict('The course was completed and its certificate issued', deadline);
    return verdict(null, deadline);
  }

  /** request-refund: a course purchase within the policy; for a subscription, cancel-subscription's refund. */
  async request(identity: Identity, purchaseId: string, reason: string) {
    const eligibility = await this.eligibility(identity, purchaseId);
    if (!eligibility.eligible) throw new ConflictException(eligibility.reason);
    const purchase = await this.purchase(identity, purchaseId);
    return refundView(
      await this.requestForTransaction(
        identity,
        purchase.id,
        purchase.kind,
        purchase.transaction_id!,
        reason,
      ),
    );
  }

  /**
   * Records the request first (so Paddle's adjustment webhook, which may come before Paddle's
   * answer, finds it), then asks Paddle for a full refund of the transaction.
   */
  async requestForTransaction(
    identity: Identity,
    purchaseId: string,
    kind: 'course' | 'subscription',
    transactionId: string,
    reason: string,
  ): Promise<RefundRow> {
    const row = await this.dataSource.transaction(async (manager) => {
      const rows: RefundRow[] = await manager.query(
        `INSERT INTO "payments"."refunds" ("purchase_id", "purchase_kind", "transaction_id", "reason", "status", "state_at", "requested_by")
         VALUES ($1, $2, $3, $4, 'requested', '-infinity', $5)
         RETURNING "id", "purchase_id", "status", "reason", "requested_at", "state_at"`,
        [purchaseId, kind, transactionId, reason, identity.user_id],
      );
      await appendLedger(manager, identity.user_id, 'refund.request', purchaseId, {
        transaction_id: transactionId,
        reason,
      });
      return rows[0];
    });
    try {
      const adjustment = await this.paddle.refund(transactionId, reason);
      await this.dataSource.query(
        `UPDATE "payments"."refunds" SET "adjustment_id" = $2 WHERE "id" = $1 AND "adjustment_id" IS NULL`,
        [row.id, adjustment.id],
      );
    } catch (error) {
      // Paddle refused or did not answer: the request did not happen.
      await this.dataSource.transaction(async (manager) => {
        await manager.query(`UPDATE "payments"."refunds" SET "status" = 'rejected' WHERE "id" = $1`, [
          row.id,
        ]);
        await appendLedger(manager, 'paddle', 'refund.refused', purchaseId, { refund_id: row.id });
      });
      throw error;
    }
    return row;
  }

  async list(identity: Identity) {
    const rows: RefundRow[] = await this.dataSource.query(
      `SELECT r."id", r."purchase_id", r."status", r."reason", r."requested_at", r."state_at" FROM "payments"."refunds" r
       WHERE r."purchase_id" IN (
         SELECT "id" FROM "payments"."course_purchases" WHERE "owner_user_id" = $1
         UNION ALL SELECT "id" FROM "payments"."subscriptions" WHERE ${OWNED_BY})
       ORDER BY r."requested_at" DESC`,
      ownerParams(identity),
    );
    return { refunds: rows.map(refundView) };
  }
}
