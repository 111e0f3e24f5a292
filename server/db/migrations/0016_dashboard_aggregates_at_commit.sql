-- Issue 16: the daily rows' upkeep (0015) moves to the commit. Statement triggers wrote the
-- (store, day) row as the order was inserted, so every other checkout of that store waited on
-- that row lock for the rest of the transaction (its lines, notification, live events, emails):
-- under load one store's checkouts ran one at a time. Deferred constraint triggers write the same
-- deltas, row by row, when the transaction commits: the row lock is held only for the commit.
-- An update on the same day writes the difference only, so a move that changes nothing counted
-- (shipped → delivered) takes no lock; the WHEN clause skips updates of other columns.
DROP TRIGGER orders_daily_stats_insert ON orders;--> statement-breakpoint
DROP TRIGGER orders_daily_stats_update ON orders;--> statement-breakpoint
DROP TRIGGER orders_daily_stats_delete ON orders;--> statement-breakpoint
DROP TRIGGER customers_daily_stats_insert ON customers;--> statement-breakpoint
DROP TRIGGER customers_daily_stats_update ON customers;--> statement-breakpoint
DROP TRIGGER customers_daily_stats_delete ON customers;--> statement-breakpoint
DROP FUNCTION hanout_order_daily_stats();--> statement-breakpoint
DROP FUNCTION hanout_customer_daily_stats();--> statement-breakpoint
-- One upsert of one (store, day) row: the per-row path, planned once per session.
CREATE OR REPLACE FUNCTION hanout_add_day_stats(
  store integer, on_day date, orders_delta integer, sales_delta integer, revenue_delta numeric,
  customers_delta integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF orders_delta = 0 AND sales_delta = 0 AND revenue_delta = 0 AND customers_delta = 0 THEN
    RETURN;
  END IF;
  INSERT INTO store_daily_stats AS s
    (store_id, day, orders_count, sales_count, sales_revenue, customers_count)
  VALUES (store, on_day, orders_delta, sales_delta, revenue_delta, customers_delta)
  ON CONFLICT (store_id, day) DO UPDATE SET
    orders_count = s.orders_count + excluded.orders_count,
    sales_count = s.sales_count + excluded.sales_count,
    sales_revenue = s.sales_revenue + excluded.sales_revenue,
    customers_count = s.customers_count + excluded.customers_count;
  -- A store's deletion, an order moved to another day: a row left counting nothing goes.
  IF orders_delta < 0 OR customers_delta < 0 THEN
    DELETE FROM store_daily_stats
    WHERE store_id = store AND day = on_day AND orders_count = 0 AND customers_count = 0;
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hanout_order_daily_stats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_day date;
  old_day date;
  new_sale integer := 0;
  old_sale integer := 0;
  new_revenue numeric := 0;
  old_revenue numeric := 0;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    new_day := (NEW.order_date AT TIME ZONE 'UTC')::date;
    IF NEW.status <> 'cancelled' THEN
      new_sale := 1;
      new_revenue := NEW.total_amount;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_day := (OLD.order_date AT TIME ZONE 'UTC')::date;
    IF OLD.status <> 'cancelled' THEN
      old_sale := 1;
      old_revenue := OLD.total_amount;
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.store_id = OLD.store_id AND new_day = old_day THEN
    -- Same row: the difference only (none for a move that changes nothing counted).
    PERFORM hanout_add_day_stats(NEW.store_id, new_day, 0, new_sale - old_sale,
      new_revenue - old_revenue, 0);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM hanout_add_day_stats(NEW.store_id, new_day, 1, new_sale, new_revenue, 0);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM hanout_add_day_stats(OLD.store_id, old_day, -1, -old_sale, -old_revenue, 0);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hanout_customer_daily_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM hanout_add_day_stats(NEW.store_id, (NEW.created_at AT TIME ZONE 'UTC')::date,
      0, 0, 0, 1);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM hanout_add_day_stats(OLD.store_id, (OLD.created_at AT TIME ZONE 'UTC')::date,
      0, 0, 0, -1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_daily_stats_insert AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION hanout_order_daily_stats();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_daily_stats_update AFTER UPDATE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.total_amount IS DISTINCT FROM NEW.total_amount
    OR OLD.order_date IS DISTINCT FROM NEW.order_date OR OLD.store_id IS DISTINCT FROM NEW.store_id)
  EXECUTE FUNCTION hanout_order_daily_stats();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_daily_stats_delete AFTER DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION hanout_order_daily_stats();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER customers_daily_stats_insert AFTER INSERT ON customers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION hanout_customer_daily_stats();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER customers_daily_stats_update AFTER UPDATE ON customers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.store_id IS DISTINCT FROM NEW.store_id)
  EXECUTE FUNCTION hanout_customer_daily_stats();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER customers_daily_stats_delete AFTER DELETE ON customers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION hanout_customer_daily_stats();
--> statement-breakpoint
DROP FUNCTION hanout_add_daily_stats(integer[], date[], integer[], integer[], numeric[], integer[]);
