CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "listings_created_idx";--> statement-breakpoint
DROP INDEX "listings_category_created_idx";--> statement-breakpoint
DROP INDEX "listings_retailer_created_idx";--> statement-breakpoint
DROP INDEX "listings_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_name), 'A') || setweight(to_tsvector('simple', search_text), 'D')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_active_created_idx" ON "listings" USING btree ("created_at","id") WHERE "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_active_category_created_idx" ON "listings" USING btree ("category_id","created_at","id") WHERE "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_active_retailer_created_idx" ON "listings" USING btree ("retailer_id","created_at","id") WHERE "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_active_kind_created_idx" ON "listings" USING btree ("kind","created_at","id") WHERE "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_active_rating_idx" ON "listings" USING btree ("rating","review_count","id") WHERE "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_active_retailer_category_idx" ON "listings" USING btree ("retailer_id","category_id") WHERE "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_retailer_idx" ON "listings" USING btree ("retailer_id");--> statement-breakpoint
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin ("search_vector") WHERE "listings"."is_active";--> statement-breakpoint
-- The vocabulary of what is already listed; later listings add their words as they are written.
INSERT INTO "search_words" ("word") SELECT DISTINCT unnest(tsvector_to_array("search_vector")) FROM "listings" WHERE "is_active" ON CONFLICT DO NOTHING;
