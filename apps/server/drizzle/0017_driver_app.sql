CREATE TYPE "public"."delivery_offer_state" AS ENUM('pending', 'accepted', 'declined', 'expired', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."delivery_proof" AS ENUM('code', 'photo');--> statement-breakpoint
CREATE TYPE "public"."delivery_status" AS ENUM('open', 'accepted', 'picked_up', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."driver_offline_reason" AS ENUM('missed_offers', 'deactivated');--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"driver_id" text,
	"status" "delivery_status" DEFAULT 'open' NOT NULL,
	"code" text NOT NULL,
	"wrong_codes" integer DEFAULT 0 NOT NULL,
	"fee_fils" integer NOT NULL,
	"cash_due_fils" integer DEFAULT 0 NOT NULL,
	"cash_received_fils" integer,
	"cash_handed_in_at" timestamp with time zone,
	"proof" "delivery_proof",
	"photo_url" text,
	"photo_at" timestamp with time zone,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"flagged_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_code_format" CHECK ("deliveries"."code" ~ '^[0-9]{4}$'),
	CONSTRAINT "deliveries_wrong_codes" CHECK ("deliveries"."wrong_codes" >= 0),
	CONSTRAINT "deliveries_amounts" CHECK ("deliveries"."fee_fils" >= 0 and "deliveries"."cash_due_fils" >= 0),
	CONSTRAINT "deliveries_cash_received" CHECK ("deliveries"."cash_received_fils" is null or "deliveries"."cash_received_fils" >= "deliveries"."cash_due_fils"),
	CONSTRAINT "deliveries_driver_by_status" CHECK (("deliveries"."status" = 'open') = ("deliveries"."driver_id" is null and "deliveries"."accepted_at" is null) or "deliveries"."status" = 'cancelled')
);
--> statement-breakpoint
CREATE TABLE "delivery_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"driver_id" text NOT NULL,
	"state" "delivery_offer_state" DEFAULT 'pending' NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "delivery_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"cash_cap_fils" integer DEFAULT 150000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_one_row" CHECK ("delivery_settings"."id"),
	CONSTRAINT "delivery_settings_cap" CHECK ("delivery_settings"."cash_cap_fils" >= 0)
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "location_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "missed_offers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "offline_reason" "driver_offline_reason";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "collected_by" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_offers" ADD CONSTRAINT "delivery_offers_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_offers" ADD CONSTRAINT "delivery_offers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_order_idx" ON "deliveries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "deliveries_open_idx" ON "deliveries" USING btree ("opened_at") WHERE "deliveries"."status" = 'open';--> statement-breakpoint
CREATE INDEX "deliveries_driver_idx" ON "deliveries" USING btree ("driver_id","status");--> statement-breakpoint
CREATE INDEX "deliveries_photo_idx" ON "deliveries" USING btree ("photo_at") WHERE "deliveries"."photo_url" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_offers_one_pending_idx" ON "delivery_offers" USING btree ("delivery_id","driver_id") WHERE "delivery_offers"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "delivery_offers_driver_idx" ON "delivery_offers" USING btree ("driver_id","state");--> statement-breakpoint
CREATE INDEX "delivery_offers_expiry_idx" ON "delivery_offers" USING btree ("expires_at") WHERE "delivery_offers"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_missed_offers" CHECK ("drivers"."missed_offers" >= 0);