-- Issue 23 (the shop's back office): a shop's profile (free-delivery threshold, opening hours, a pause
-- with its reason, the reason of a rejection), a listing's pictures in order (the first is the cover the
-- lists read from listings.image_url; every listing that has one gets it as its first picture), an
-- order's acceptance, readiness and cancellation reason, a note on each status move, and the indexes
-- of a shop's own lists.
CREATE TABLE "listing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_images_position_nonnegative" CHECK ("listing_images"."position" >= 0)
);
--> statement-breakpoint
DROP INDEX "listings_shop_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "free_delivery_over_fils" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_images_listing_idx" ON "listing_images" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listings_shop_created_idx" ON "listings" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_shop_status_number_idx" ON "orders" USING btree ("shop_id","status","number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shops_owner_idx" ON "shops" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "shops_paused_until_idx" ON "shops" USING btree ("paused_until") WHERE "shops"."paused_until" is not null;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_free_delivery_nonnegative" CHECK ("shops"."free_delivery_over_fils" >= 0);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_pause_complete" CHECK ("shops"."paused_at" is not null or "shops"."paused_until" is null);--> statement-breakpoint
INSERT INTO "listing_images" ("listing_id", "position", "url") SELECT "id", 0, "image_url" FROM "listings" WHERE "image_url" IS NOT NULL;
