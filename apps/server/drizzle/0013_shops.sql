-- Issue 22 (point 4): "shop" is the business, "retailer" only the role. The table retailers becomes
-- shops and every retailer_id becomes shop_id, keeping every row; the enum, constraints, indexes and the
-- catalogue's trigger whose names said retailer follow. The role value 'retailer' stays.
ALTER TYPE "public"."retailer_status" RENAME TO "shop_status";--> statement-breakpoint
ALTER TABLE "retailers" RENAME TO "shops";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "retailers_pkey" TO "shops_pkey";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "retailers_slug_unique" TO "shops_slug_unique";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "retailers_rating_range" TO "shops_rating_range";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "retailers_fee_nonnegative" TO "shops_fee_nonnegative";--> statement-breakpoint
ALTER TABLE "shops" RENAME CONSTRAINT "retailers_owner_user_id_user_id_fk" TO "shops_owner_user_id_user_id_fk";--> statement-breakpoint
ALTER INDEX "retailers_status_rating_idx" RENAME TO "shops_status_rating_idx";--> statement-breakpoint
ALTER TRIGGER "retailers_catalogue_changed" ON "shops" RENAME TO "shops_catalogue_changed";--> statement-breakpoint
ALTER TABLE "listings" RENAME COLUMN "retailer_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "listings" RENAME CONSTRAINT "listings_retailer_id_retailers_id_fk" TO "listings_shop_id_shops_id_fk";--> statement-breakpoint
ALTER INDEX "listings_active_retailer_created_idx" RENAME TO "listings_active_shop_created_idx";--> statement-breakpoint
ALTER INDEX "listings_active_retailer_category_idx" RENAME TO "listings_active_shop_category_idx";--> statement-breakpoint
ALTER INDEX "listings_retailer_idx" RENAME TO "listings_shop_idx";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "retailer_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "orders_retailer_id_retailers_id_fk" TO "orders_shop_id_shops_id_fk";--> statement-breakpoint
ALTER INDEX "orders_retailer_number_idx" RENAME TO "orders_shop_number_idx";
