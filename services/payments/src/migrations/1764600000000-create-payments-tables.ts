import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The webhook inbox (every Paddle event, stored before Paddle gets its 200), what was granted
 * (course purchases, subscriptions, staff's paid-by-invoice flags), refunds, and the append-only
 * ledger (a trigger refuses UPDATE and DELETE on it).
 */
export class CreatePaymentsTables1764600000000 implements MigrationInterface {
  name = 'CreatePaymentsTables1764600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "payments"."webhook_inbox" (
        "event_id" text PRIMARY KEY,
        "event_type" text NOT NULL,
        "occurred_at" timestamptz NOT NULL,
        "payload" jsonb NOT NULL,
        "received_at" timestamptz NOT NULL DEFAULT now(),
        "processed_at" timestamptz,
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text
      )`);
    await runner.query(
      `CREATE INDEX "webhook_inbox_pending" ON "payments"."webhook_inbox" ("occurred_at") WHERE "processed_at" IS NULL`,
    );
    await runner.query(`
      CREATE TABLE "payments"."course_purchases" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "owner_user_id" uuid NOT NULL,
        "plan_name" text NOT NULL,
        "course" text NOT NULL,
        "transaction_id" text NOT NULL,
        "amount_minor" integer NOT NULL,
        "currency" text NOT NULL,
        "student_id" uuid,
        "purchased_at" timestamptz NOT NULL,
        "refunded_at" timestamptz,
        UNIQUE ("transaction_id", "plan_name")
      )`);
    await runner.query(
      `CREATE INDEX "course_purchases_owner" ON "payments"."course_purchases" ("owner_user_id")`,
    );
    await runner.query(`
      CREATE TABLE "payments"."subscriptions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "paddle_subscription_id" text NOT NULL UNIQUE,
        "owner_user_id" uuid,
        "organization_id" uuid,
        "plan_name" text NOT NULL,
        "status" text NOT NULL,
        "current_period_end" timestamptz,
        "canceled_at" timestamptz,
        "state_at" timestamptz NOT NULL,
        "last_transaction_id" text,
        "last_amount_minor" integer,
        "currency" text,
        "last_paid_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX "subscriptions_owner" ON "payments"."subscriptions" ("owner_user_id")`);
    await runner.query(
      `CREATE INDEX "subscriptions_organization" ON "payments"."subscriptions" ("organization_id")`,
    );
    await runner.query(`
      CREATE TABLE "payments"."paid_accounts" (
        "user_id" uuid PRIMARY KEY,
        "organization_id" uuid,
        "paid" boolean NOT NULL,
        "set_by" uuid NOT NULL,
        "set_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE "payments"."refunds" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "purchase_id" uuid NOT NULL,
        "purchase_kind" text NOT NULL CHECK ("purchase_kind" IN ('course', 'subscription')),
        "transaction_id" text NOT NULL,
        "adjustment_id" text UNIQUE,
        "reason" text NOT NULL,
        "status" text NOT NULL,
        "state_at" timestamptz NOT NULL,
        "requested_by" uuid,
        "requested_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX "refunds_purchase" ON "payments"."refunds" ("purchase_id")`);
    await runner.query(`
      CREATE TABLE "payments"."ledger" (
        "id" bigserial PRIMARY KEY,
        "at" timestamptz NOT NULL DEFAULT now(),
        "actor" text NOT NULL,
        "action" text NOT NULL,
        "subject" text NOT NULL,
        "details" jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await runner.query(`
      CREATE FUNCTION "payments"."ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'the payments ledger is append-only';
      END $$`);
    await runner.query(`
      CREATE TRIGGER "ledger_append_only" BEFORE UPDATE OR DELETE ON "payments"."ledger"
      FOR EACH ROW EXECUTE FUNCTION "payments"."ledger_append_only"()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'ledger',
      'refunds',
      'paid_accounts',
      'subscriptions',
      'course_purchases',
      'webhook_inbox',
    ])
      await runner.query(`DROP TABLE "payments"."${table}"`);
    await runner.query(`DROP FUNCTION "payments"."ledger_append_only"()`);
  }
}
