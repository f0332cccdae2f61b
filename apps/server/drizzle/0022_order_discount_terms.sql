ALTER TABLE "orders" ADD COLUMN "discount_percent" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cap_fils" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
-- Orders placed before the terms were kept: their offer's or code's terms as they are now (the best
-- there is; an offer edited since cannot be told apart).
UPDATE "orders" SET "discount_percent" = o."percent", "discount_cap_fils" = o."cap_fils" FROM "shop_offers" o WHERE "orders"."offer_id" = o."id";--> statement-breakpoint
UPDATE "orders" SET "discount_percent" = c."percent", "discount_cap_fils" = c."cap_fils", "discount_code" = c."code" FROM "promo_codes" c WHERE "orders"."promo_code_id" = c."id";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_terms" CHECK (("orders"."discount_percent" is null) = ("orders"."discount_cap_fils" is null) and ("orders"."discount_code" is null or "orders"."discount_percent" is not null));