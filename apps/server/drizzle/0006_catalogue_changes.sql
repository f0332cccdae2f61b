-- Every node caches the public catalogue lists; any write to what they show tells every node (NOTIFY
-- is delivered on commit, to every connection LISTENing, whichever node or tool made the change).
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER retailers_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON retailers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER categories_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
