ALTER TYPE "public"."ledger_kind" ADD VALUE 'discount';--> statement-breakpoint
CREATE TABLE "blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"listing_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"span" "tstzrange" GENERATED ALWAYS AS (tstzrange(starts_at, ends_at, '[)')) STORED NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_span_order" CHECK ("blocks"."ends_at" > "blocks"."starts_at"),
	CONSTRAINT "blocks_note_length" CHECK (char_length("blocks"."note") <= 200)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"shop_id" uuid,
	"percent" integer NOT NULL,
	"cap_fils" integer NOT NULL,
	"min_order_fils" integer,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_percent_range" CHECK ("promo_codes"."percent" between 1 and 90),
	CONSTRAINT "promo_codes_amounts" CHECK ("promo_codes"."cap_fils" > 0 and coalesce("promo_codes"."min_order_fils", 0) >= 0),
	CONSTRAINT "promo_codes_span_order" CHECK ("promo_codes"."expires_at" > "promo_codes"."starts_at"),
	CONSTRAINT "promo_codes_usage" CHECK ("promo_codes"."used_count" >= 0 and ("promo_codes"."usage_limit" is null or ("promo_codes"."usage_limit" >= 1 and "promo_codes"."used_count" <= "promo_codes"."usage_limit")))
);
--> statement-breakpoint
CREATE TABLE "shop_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"percent" integer NOT NULL,
	"cap_fils" integer NOT NULL,
	"min_order_fils" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_offers_percent_range" CHECK ("shop_offers"."percent" between 1 and 90),
	CONSTRAINT "shop_offers_amounts" CHECK ("shop_offers"."cap_fils" > 0 and coalesce("shop_offers"."min_order_fils", 0) >= 0),
	CONSTRAINT "shop_offers_span_order" CHECK ("shop_offers"."ends_at" > "shop_offers"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" text,
	"rating" integer NOT NULL,
	"body" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"report_reason" text,
	"hidden_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_body_length" CHECK (char_length("reviews"."body") <= 1000),
	CONSTRAINT "reviews_reply_length" CHECK (char_length("reviews"."reply") <= 1000),
	CONSTRAINT "reviews_report_length" CHECK (char_length("reviews"."report_reason") <= 500),
	CONSTRAINT "reviews_reply_complete" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_totals";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "buffer_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "min_notice_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "max_advance_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_offers" ADD CONSTRAINT "shop_offers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_listing_span_idx" ON "blocks" USING gist ("listing_id","span") WHERE "blocks"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX "blocks_shop_span_idx" ON "blocks" USING gist ("shop_id","span");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promo_codes_shop_idx" ON "promo_codes" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shop_offers_shop_ends_idx" ON "shop_offers" USING btree ("shop_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_listing_idx" ON "reviews" USING btree ("order_id","listing_id");--> statement-breakpoint
CREATE INDEX "reviews_listing_created_idx" ON "reviews" USING btree ("listing_id","created_at" DESC NULLS LAST) WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_shop_created_idx" ON "reviews" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("reported_at") WHERE "reviews"."reported_at" is not null and "reviews"."decided_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_shop_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."shop_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shop_created_idx" ON "orders" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("promo_code_id") WHERE "orders"."promo_code_id" is not null;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_buffers_range" CHECK ("listings"."buffer_before_minutes" between 0 and 240 and "listings"."buffer_after_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_notice_range" CHECK ("listings"."min_notice_minutes" between 0 and 20160);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_advance_range" CHECK ("listings"."max_advance_days" between 1 and 30);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_one_discount_source" CHECK ("orders"."offer_id" is null or "orders"."promo_code_id" is null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals" CHECK ("orders"."total_fils" = "orders"."subtotal_fils" + "orders"."delivery_fee_fils" - "orders"."discount_fils" and "orders"."subtotal_fils" >= 0 and "orders"."delivery_fee_fils" >= 0 and "orders"."discount_fils" between 0 and "orders"."subtotal_fils" and "orders"."vat_fils" between 0 and "orders"."total_fils");