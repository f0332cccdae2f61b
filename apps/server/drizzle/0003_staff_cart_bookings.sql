CREATE TYPE "public"."booking_status" AS ENUM('confirmed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."driver_status" AS ENUM('offline', 'available', 'busy');--> statement-breakpoint
CREATE TYPE "public"."vehicle_type" AS ENUM('motorcycle', 'car', 'van');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"user_id" text,
	"quantity" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"span" "tstzrange" GENERATED ALWAYS AS (tstzrange(starts_at, ends_at, '[)')) STORED NOT NULL,
	"status" "booking_status" DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_quantity_positive" CHECK ("bookings"."quantity" >= 1),
	CONSTRAINT "bookings_span_order" CHECK ("bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"span" "tstzrange" GENERATED ALWAYS AS (case when starts_at is null then null else tstzrange(starts_at, ends_at, '[)') end) STORED,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" >= 1),
	CONSTRAINT "cart_items_hold_complete" CHECK (("cart_items"."starts_at" is null) = ("cart_items"."ends_at" is null) and ("cart_items"."starts_at" is null) = ("cart_items"."expires_at" is null)),
	CONSTRAINT "cart_items_span_order" CHECK ("cart_items"."ends_at" > "cart_items"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"vehicle_type" "vehicle_type" NOT NULL,
	"license_plate" text NOT NULL,
	"status" "driver_status" DEFAULT 'offline' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"current_orders" integer DEFAULT 0 NOT NULL,
	"max_orders" integer DEFAULT 3 NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"total_deliveries" integer DEFAULT 0 NOT NULL,
	"current_lng" double precision,
	"current_lat" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_orders_within_max" CHECK ("drivers"."current_orders" >= 0 and "drivers"."current_orders" <= "drivers"."max_orders"),
	CONSTRAINT "drivers_rating_range" CHECK ("drivers"."rating" >= 0 and "drivers"."rating" <= 5)
);
--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "cr_number" text;--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "business_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_listing_span_idx" ON "bookings" USING gist ("listing_id","span") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_product_line_idx" ON "cart_items" USING btree ("user_id","listing_id") WHERE "cart_items"."starts_at" is null;--> statement-breakpoint
CREATE INDEX "cart_items_user_created_idx" ON "cart_items" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cart_items_hold_span_idx" ON "cart_items" USING gist ("listing_id","span") WHERE "cart_items"."span" is not null;--> statement-breakpoint
CREATE INDEX "cart_items_expiry_idx" ON "cart_items" USING btree ("expires_at") WHERE "cart_items"."expires_at" is not null;