-- Extensions the schema relies on: trigram search now, range exclusion constraints for bookings.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
