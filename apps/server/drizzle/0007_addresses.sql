CREATE TYPE "public"."address_label" AS ENUM('home', 'work', 'venue', 'other');--> statement-breakpoint
CREATE TYPE "public"."governorate" AS ENUM('capital', 'muharraq', 'northern', 'southern');--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"label_kind" "address_label" NOT NULL,
	"label" text,
	"governorate" "governorate" NOT NULL,
	"area" text NOT NULL,
	"block" text NOT NULL,
	"road" text NOT NULL,
	"building" text NOT NULL,
	"flat" text,
	"directions" text,
	"contact_phone" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_block_digits" CHECK ("addresses"."block" ~ '^[0-9]{3,4}$'),
	CONSTRAINT "addresses_pin_complete" CHECK (("addresses"."lat" is null) = ("addresses"."lng" is null)),
	CONSTRAINT "addresses_pin_in_bahrain" CHECK ("addresses"."lat" is null or ("addresses"."lat" between 25.5 and 26.7 and "addresses"."lng" between 50.3 and 50.9))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","created_at" DESC NULLS LAST);