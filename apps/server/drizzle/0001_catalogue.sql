CREATE TYPE "public"."listing_kind" AS ENUM('product', 'service', 'rental', 'entertainment', 'food_truck');--> statement-breakpoint
CREATE TYPE "public"."pricing_type" AS ENUM('fixed', 'hourly');--> statement-breakpoint
CREATE TYPE "public"."retailer_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"emoji" text,
	"icon" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"kind" "listing_kind" NOT NULL,
	"pricing_type" "pricing_type" DEFAULT 'fixed' NOT NULL,
	"price_fils" integer DEFAULT 0 NOT NULL,
	"sale_price_fils" integer,
	"is_on_sale" boolean DEFAULT false NOT NULL,
	"hourly_rate_fils" integer,
	"capacity" integer DEFAULT 1 NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"image_url" text,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_prices_nonnegative" CHECK ("listings"."price_fils" >= 0 and coalesce("listings"."sale_price_fils", 0) >= 0),
	CONSTRAINT "listings_hourly_has_rate" CHECK ("listings"."pricing_type" <> 'hourly' or "listings"."hourly_rate_fils" is not null),
	CONSTRAINT "listings_sale_below_price" CHECK ("listings"."sale_price_fils" is null or "listings"."sale_price_fils" < "listings"."price_fils"),
	CONSTRAINT "listings_capacity_positive" CHECK ("listings"."capacity" >= 1),
	CONSTRAINT "listings_rating_range" CHECK ("listings"."rating" >= 0 and "listings"."rating" <= 5)
);
--> statement-breakpoint
CREATE TABLE "retailers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"delivery_minutes" integer DEFAULT 30 NOT NULL,
	"delivery_fee_fils" integer DEFAULT 0 NOT NULL,
	"area_en" text NOT NULL,
	"area_ar" text NOT NULL,
	"status" "retailer_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retailers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "retailers_rating_range" CHECK ("retailers"."rating" >= 0 and "retailers"."rating" <= 5),
	CONSTRAINT "retailers_fee_nonnegative" CHECK ("retailers"."delivery_fee_fils" >= 0)
);
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_category_created_idx" ON "listings" USING btree ("category_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_retailer_created_idx" ON "listings" USING btree ("retailer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_search_trgm_idx" ON "listings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "retailers_status_rating_idx" ON "retailers" USING btree ("status","rating" DESC NULLS LAST);