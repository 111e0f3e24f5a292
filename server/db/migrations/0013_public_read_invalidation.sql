-- Issue 16: the marketplace's public reads are cached in each instance's memory. Every change to
-- what a public read shows notifies every instance at commit on hanout_public_reads, payload the
-- store's id (or '*': drop everything), so that no write path can forget to invalidate: product
-- rows (prices, stock from checkouts and restocks, status, moderation, deletion), their photos,
-- and the store fields of users (name, profile, logo, cover, setup, suspension). Statement-level
-- triggers: one notification per store and statement however many rows (a bulk import sends '*'
-- past 20 stores), and PostgreSQL folds identical payloads of one transaction into one.
CREATE OR REPLACE FUNCTION hanout_notify_public_reads(store_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  store_id integer;
BEGIN
  IF cardinality(store_ids) > 20 THEN
    PERFORM pg_notify('hanout_public_reads', '*');
    RETURN;
  END IF;
  FOREACH store_id IN ARRAY coalesce(store_ids, '{}') LOOP
    PERFORM pg_notify('hanout_public_reads', coalesce(store_id::text, '*'));
  END LOOP;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hanout_products_public_reads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM hanout_notify_public_reads(array(SELECT DISTINCT store_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM hanout_notify_public_reads(array(
      SELECT store_id FROM new_rows UNION SELECT store_id FROM old_rows));
  ELSE
    PERFORM hanout_notify_public_reads(array(SELECT DISTINCT store_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_public_reads_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_products_public_reads();--> statement-breakpoint
CREATE TRIGGER products_public_reads_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_products_public_reads();--> statement-breakpoint
CREATE TRIGGER products_public_reads_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_products_public_reads();--> statement-breakpoint
-- A photo's row names its product; the product names its store. A photo whose product is gone
-- went with it (cascade), and the product's own trigger told its store.
CREATE OR REPLACE FUNCTION hanout_product_images_public_reads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM hanout_notify_public_reads(array(
      SELECT DISTINCT p.store_id FROM new_rows r JOIN products p ON p.id = r.product_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM hanout_notify_public_reads(array(
      SELECT p.store_id FROM new_rows r JOIN products p ON p.id = r.product_id
      UNION SELECT p.store_id FROM old_rows r JOIN products p ON p.id = r.product_id));
  ELSE
    PERFORM hanout_notify_public_reads(array(
      SELECT DISTINCT p.store_id FROM old_rows r JOIN products p ON p.id = r.product_id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_images_public_reads_insert AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_product_images_public_reads();--> statement-breakpoint
CREATE TRIGGER product_images_public_reads_update AFTER UPDATE ON product_images
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_product_images_public_reads();--> statement-breakpoint
CREATE TRIGGER product_images_public_reads_delete AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_product_images_public_reads();--> statement-breakpoint
-- A picture's size is part of what the pages show; pictures are never resized in place today,
-- but if one ever is, everything is dropped rather than looking up who shows it.
CREATE OR REPLACE FUNCTION hanout_media_public_reads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hanout_public_reads', '*');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER media_public_reads_update AFTER UPDATE ON media
  FOR EACH ROW WHEN (OLD.width IS DISTINCT FROM NEW.width OR OLD.height IS DISTINCT FROM NEW.height)
  EXECUTE FUNCTION hanout_media_public_reads();--> statement-breakpoint
-- A store is the users row of its seller: only the fields a public read shows or filters on.
-- Sign-ins, passwords, languages and the rest change nothing the marketplace shows.
CREATE OR REPLACE FUNCTION hanout_users_public_reads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('hanout_public_reads', OLD.id::text);
  ELSE
    PERFORM pg_notify('hanout_public_reads', NEW.id::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_public_reads_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (
    OLD.user_type IS DISTINCT FROM NEW.user_type
    OR OLD.setup_completed IS DISTINCT FROM NEW.setup_completed
    OR OLD.store_suspended_at IS DISTINCT FROM NEW.store_suspended_at
    OR OLD.store_name IS DISTINCT FROM NEW.store_name
    OR OLD.store_description IS DISTINCT FROM NEW.store_description
    OR OLD.store_phone IS DISTINCT FROM NEW.store_phone
    OR OLD.store_address IS DISTINCT FROM NEW.store_address
    OR OLD.store_governorate IS DISTINCT FROM NEW.store_governorate
    OR OLD.store_whatsapp IS DISTINCT FROM NEW.store_whatsapp
    OR OLD.store_logo_id IS DISTINCT FROM NEW.store_logo_id
    OR OLD.store_cover_id IS DISTINCT FROM NEW.store_cover_id
  ) EXECUTE FUNCTION hanout_users_public_reads();--> statement-breakpoint
CREATE TRIGGER users_public_reads_insert AFTER INSERT ON users
  FOR EACH ROW WHEN (NEW.user_type = 'business' AND NEW.setup_completed)
  EXECUTE FUNCTION hanout_users_public_reads();--> statement-breakpoint
CREATE TRIGGER users_public_reads_delete AFTER DELETE ON users
  FOR EACH ROW WHEN (OLD.user_type = 'business')
  EXECUTE FUNCTION hanout_users_public_reads();
