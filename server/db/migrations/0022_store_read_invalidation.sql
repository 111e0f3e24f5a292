-- Issue 16: a seller's own lists (products, orders) are cached in each instance's memory
-- (server/plugins/store-reads.ts). Products and their photos already notify hanout_public_reads
-- (migration 0013); this adds what the orders list shows beyond them: orders (placed, moved,
-- cancelled, returned, recorded by hand, their customer link cleared when a customer is
-- deleted) and customers (renamed, deleted), on hanout_store_reads with the store's id.
-- Statement-level triggers, one notification per store and statement; PostgreSQL folds
-- identical payloads of one transaction into one.
CREATE OR REPLACE FUNCTION hanout_notify_store_reads(store_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  store_id integer;
BEGIN
  IF cardinality(store_ids) > 20 THEN
    PERFORM pg_notify('hanout_store_reads', '*');
    RETURN;
  END IF;
  FOREACH store_id IN ARRAY coalesce(store_ids, '{}') LOOP
    PERFORM pg_notify('hanout_store_reads', coalesce(store_id::text, '*'));
  END LOOP;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hanout_rows_store_reads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM hanout_notify_store_reads(array(SELECT DISTINCT store_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM hanout_notify_store_reads(array(
      SELECT store_id FROM new_rows UNION SELECT store_id FROM old_rows));
  ELSE
    PERFORM hanout_notify_store_reads(array(SELECT DISTINCT store_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_store_reads_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_rows_store_reads();--> statement-breakpoint
CREATE TRIGGER orders_store_reads_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_rows_store_reads();--> statement-breakpoint
CREATE TRIGGER orders_store_reads_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_rows_store_reads();--> statement-breakpoint
CREATE TRIGGER customers_store_reads_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_rows_store_reads();--> statement-breakpoint
CREATE TRIGGER customers_store_reads_update AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_rows_store_reads();--> statement-breakpoint
CREATE TRIGGER customers_store_reads_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_rows_store_reads();
