ALTER TABLE "event_guests" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_note" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "event_guests" ADD CONSTRAINT "event_guests_locale" CHECK ("event_guests"."locale" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_note_length" CHECK (char_length("orders"."customer_note") <= 200);