-- Issue 22 (ADR 016): the money rows move from the orders module to the ledger module, keeping every
-- row. order_ledger becomes ledger_entries; a charge is now a capture that is done; every row gets a
-- state, the payment it belongs to (the order's authorisation reference), tries and a due time, so a
-- capture or a refund can be written pending and carried out by a claimed job.
ALTER TYPE "public"."ledger_kind" RENAME VALUE 'charge' TO 'capture';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'authorization';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'void';--> statement-breakpoint
CREATE TYPE "public"."ledger_state" AS ENUM('pending', 'done', 'failed');--> statement-breakpoint
ALTER TABLE "order_ledger" RENAME TO "ledger_entries";--> statement-breakpoint
ALTER TABLE "ledger_entries" RENAME CONSTRAINT "order_ledger_pkey" TO "ledger_entries_pkey";--> statement-breakpoint
ALTER TABLE "ledger_entries" RENAME CONSTRAINT "order_ledger_amount_positive" TO "ledger_entries_amount_positive";--> statement-breakpoint
ALTER TABLE "ledger_entries" RENAME CONSTRAINT "order_ledger_order_id_orders_id_fk" TO "ledger_entries_order_id_orders_id_fk";--> statement-breakpoint
ALTER INDEX "order_ledger_order_idx" RENAME TO "ledger_entries_order_idx";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "state" "ledger_state" DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payment_reference" text;--> statement-breakpoint
UPDATE "ledger_entries" SET "payment_reference" = "orders"."payment_reference" FROM "orders" WHERE "orders"."id" = "ledger_entries"."order_id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "payment_reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "reference" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "run_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "ledger_entries" SET "settled_at" = "created_at";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_done_has_reference" CHECK ("ledger_entries"."state" <> 'done' or "ledger_entries"."reference" is not null);--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("provider","payment_reference");--> statement-breakpoint
CREATE INDEX "ledger_entries_due_idx" ON "ledger_entries" USING btree ("run_after") WHERE "ledger_entries"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_capture_idx" ON "ledger_entries" USING btree ("order_id") WHERE "ledger_entries"."kind" = 'capture';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_refund_idx" ON "ledger_entries" USING btree ("order_id") WHERE "ledger_entries"."kind" = 'refund';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_flagged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_payment_flagged_idx" ON "orders" USING btree ("payment_flagged_at") WHERE "orders"."payment_flagged_at" is not null;--> statement-breakpoint
CREATE TABLE "test_gateway_operations" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"payment_reference" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"ok" boolean NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
