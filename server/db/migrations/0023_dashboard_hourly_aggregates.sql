CREATE TABLE "store_hourly_stats" (
	"store_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"orders_count" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"sales_revenue" numeric(15, 3) DEFAULT '0' NOT NULL,
	"customers_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_hourly_stats_store_id_hour_pk" PRIMARY KEY("store_id","hour")
);
--> statement-breakpoint
-- Issue 16: the dashboard's trend weeks, [now - 14 days, now - 7 days) and [now - 7 days, now),
-- read their whole hours from store_hourly_stats and only the three hours a week starts or ends
-- in from the orders and customers, instead of three whole days of them: a busy store's day holds
-- thousands of orders, an hour a few dozen. The hourly rows are kept, by the daily rows' triggers
-- (0016), for the hours the weeks can need: an hour row is exact when the hour starts at most 15
-- days (360 hours, whatever the session's time zone) before now, since every write to a row of
-- that hour came later and counted it. Older hours are never written again, and are dropped
-- (hanout_add_hour_stats says when). Writes to orders and customers wait until this migration
-- commits: one committed under the old trigger functions after the backfill read the tables would
-- be missing from the hourly rows.
LOCK TABLE orders, customers IN SHARE MODE;--> statement-breakpoint
-- One (store, hour) row, when the dashboard may still read it. Updating first finds the row of
-- a busy hour in one statement; the insert is the hour's first write (or a concurrent one's, the
-- ON CONFLICT). That first write drops the store's hours that aged out, and so does anything taken
-- away from an hour no longer kept (an old order deleted, as when its store is): a store that
-- stopped selling keeps its last 15 days of rows until then. The drop skips rows another
-- transaction is dropping, so it never waits.
CREATE FUNCTION hanout_add_hour_stats(
  store integer, at_hour timestamptz, orders_delta integer, sales_delta integer,
  revenue_delta numeric, customers_delta integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kept_from constant timestamptz := date_trunc('hour', now() - interval '360 hours', 'UTC');
  drop_aged boolean;
BEGIN
  IF at_hour < kept_from THEN
    drop_aged := orders_delta < 0 OR customers_delta < 0;
  ELSIF orders_delta = 0 AND sales_delta = 0 AND revenue_delta = 0 AND customers_delta = 0 THEN
    RETURN;
  ELSE
    UPDATE store_hourly_stats SET
      orders_count = orders_count + orders_delta,
      sales_count = sales_count + sales_delta,
      sales_revenue = sales_revenue + revenue_delta,
      customers_count = customers_count + customers_delta
    WHERE store_id = store AND hour = at_hour;
    drop_aged := NOT FOUND;
    IF drop_aged THEN
      INSERT INTO store_hourly_stats AS s
        (store_id, hour, orders_count, sales_count, sales_revenue, customers_count)
      VALUES (store, at_hour, orders_delta, sales_delta, revenue_delta, customers_delta)
      ON CONFLICT (store_id, hour) DO UPDATE SET
        orders_count = s.orders_count + excluded.orders_count,
        sales_count = s.sales_count + excluded.sales_count,
        sales_revenue = s.sales_revenue + excluded.sales_revenue,
        customers_count = s.customers_count + excluded.customers_count;
    END IF;
    IF orders_delta < 0 OR customers_delta < 0 THEN
      DELETE FROM store_hourly_stats
      WHERE store_id = store AND hour = at_hour AND orders_count = 0 AND customers_count = 0;
    END IF;
  END IF;
  IF drop_aged THEN
    DELETE FROM store_hourly_stats
    WHERE (store_id, hour) IN (SELECT store_id, hour FROM store_hourly_stats
      WHERE store_id = store AND hour < kept_from FOR UPDATE SKIP LOCKED);
  END IF;
END
$$;--> statement-breakpoint
-- 0016's trigger functions, each now keeping the hour row beside the day row, with the same
-- rule: an update within one (store, hour) writes the difference only.
CREATE OR REPLACE FUNCTION hanout_order_daily_stats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_day date;
  old_day date;
  new_hour timestamptz;
  old_hour timestamptz;
  new_sale integer := 0;
  old_sale integer := 0;
  new_revenue numeric := 0;
  old_revenue numeric := 0;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    new_day := (NEW.order_date AT TIME ZONE 'UTC')::date;
    new_hour := date_trunc('hour', NEW.order_date, 'UTC');
    IF NEW.status <> 'cancelled' THEN
      new_sale := 1;
      new_revenue := NEW.total_amount;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_day := (OLD.order_date AT TIME ZONE 'UTC')::date;
    old_hour := date_trunc('hour', OLD.order_date, 'UTC');
    IF OLD.status <> 'cancelled' THEN
      old_sale := 1;
      old_revenue := OLD.total_amount;
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.store_id = OLD.store_id AND new_day = old_day THEN
    -- Same row: the difference only (none for a move that changes nothing counted).
    PERFORM hanout_add_day_stats(NEW.store_id, new_day, 0, new_sale - old_sale,
      new_revenue - old_revenue, 0);
  ELSE
    IF TG_OP <> 'DELETE' THEN
      PERFORM hanout_add_day_stats(NEW.store_id, new_day, 1, new_sale, new_revenue, 0);
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM hanout_add_day_stats(OLD.store_id, old_day, -1, -old_sale, -old_revenue, 0);
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.store_id = OLD.store_id AND new_hour = old_hour THEN
    PERFORM hanout_add_hour_stats(NEW.store_id, new_hour, 0, new_sale - old_sale,
      new_revenue - old_revenue, 0);
  ELSE
    IF TG_OP <> 'DELETE' THEN
      PERFORM hanout_add_hour_stats(NEW.store_id, new_hour, 1, new_sale, new_revenue, 0);
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM hanout_add_hour_stats(OLD.store_id, old_hour, -1, -old_sale, -old_revenue, 0);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hanout_customer_daily_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM hanout_add_day_stats(NEW.store_id, (NEW.created_at AT TIME ZONE 'UTC')::date,
      0, 0, 0, 1);
    PERFORM hanout_add_hour_stats(NEW.store_id, date_trunc('hour', NEW.created_at, 'UTC'),
      0, 0, 0, 1);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM hanout_add_day_stats(OLD.store_id, (OLD.created_at AT TIME ZONE 'UTC')::date,
      0, 0, 0, -1);
    PERFORM hanout_add_hour_stats(OLD.store_id, date_trunc('hour', OLD.created_at, 'UTC'),
      0, 0, 0, -1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO store_hourly_stats
  (store_id, hour, orders_count, sales_count, sales_revenue, customers_count)
SELECT store_id, hour, sum(o), sum(n), sum(r), sum(c)
FROM (
  SELECT store_id, date_trunc('hour', order_date, 'UTC') AS hour, count(*) AS o,
    count(*) FILTER (WHERE status <> 'cancelled') AS n,
    coalesce(sum(total_amount) FILTER (WHERE status <> 'cancelled'), 0) AS r, 0 AS c
  FROM orders
  WHERE order_date >= date_trunc('hour', now() - interval '360 hours', 'UTC')
  GROUP BY 1, 2
  UNION ALL
  SELECT store_id, date_trunc('hour', created_at, 'UTC'), 0, 0, 0, count(*)
  FROM customers
  WHERE created_at >= date_trunc('hour', now() - interval '360 hours', 'UTC')
  GROUP BY 1, 2
) AS counted
GROUP BY 1, 2;
