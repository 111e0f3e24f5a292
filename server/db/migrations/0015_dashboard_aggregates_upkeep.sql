-- Issue 16: the dashboard reads a store's figures from store_daily_stats (one row per store and
-- UTC day) instead of scanning its orders and customers. Statement-level triggers keep it exact in
-- the transaction of every write, whatever code makes it (checkout, the seller's orders, every
-- status move, a seed or a test writing rows directly): a statement adds what its new rows count
-- and takes away what its old rows counted, grouped by store and day, and touches no row when
-- nothing counted changed (a move to shipped, a note edited), so only placing, cancelling or
-- deleting takes a (store, day) row lock. Rows are written in (store, day) order so that two
-- statements never wait on each other in a circle. No foreign key to users: a store's deletion
-- cascades to its orders and customers, whose triggers bring its rows to zero, and a row left at
-- zero by a deletion is deleted. The triggers are created before the backfill: creating them locks
-- both tables against writes until the migration commits, so no write slips between the two.
CREATE OR REPLACE FUNCTION hanout_add_daily_stats(
  store_ids integer[], days date[], orders_counts integer[], sales_counts integer[],
  sales_revenues numeric[], customers_counts integer[]
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO store_daily_stats AS s
    (store_id, day, orders_count, sales_count, sales_revenue, customers_count)
  SELECT store_id, day, sum(o), sum(n), sum(r), sum(c)
  FROM unnest(store_ids, days, orders_counts, sales_counts, sales_revenues, customers_counts)
    AS d(store_id, day, o, n, r, c)
  GROUP BY 1, 2
  HAVING sum(o) <> 0 OR sum(n) <> 0 OR sum(r) <> 0 OR sum(c) <> 0
  ORDER BY 1, 2
  ON CONFLICT (store_id, day) DO UPDATE SET
    orders_count = s.orders_count + excluded.orders_count,
    sales_count = s.sales_count + excluded.sales_count,
    sales_revenue = s.sales_revenue + excluded.sales_revenue,
    customers_count = s.customers_count + excluded.customers_count;
  DELETE FROM store_daily_stats s
  USING unnest(store_ids, days) AS d(store_id, day)
  WHERE s.store_id = d.store_id AND s.day = d.day
    AND s.orders_count = 0 AND s.customers_count = 0;
$$;--> statement-breakpoint
-- What one order counts: 1 order, and unless cancelled 1 sale and its total; sign -1 takes it away.
CREATE OR REPLACE FUNCTION hanout_order_daily_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM hanout_add_daily_stats(array_agg(store_id), array_agg(day), array_agg(o),
      array_agg(n), array_agg(r), array_agg(0))
    FROM (SELECT store_id, (order_date AT TIME ZONE 'UTC')::date AS day, 1 AS o,
        (status <> 'cancelled')::int AS n,
        CASE WHEN status <> 'cancelled' THEN total_amount ELSE 0 END AS r
      FROM new_rows) AS counted;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM hanout_add_daily_stats(array_agg(store_id), array_agg(day), array_agg(o),
      array_agg(n), array_agg(r), array_agg(0))
    FROM (SELECT store_id, (order_date AT TIME ZONE 'UTC')::date AS day, 1 AS o,
        (status <> 'cancelled')::int AS n,
        CASE WHEN status <> 'cancelled' THEN total_amount ELSE 0 END AS r
      FROM new_rows
      UNION ALL
      SELECT store_id, (order_date AT TIME ZONE 'UTC')::date, -1,
        -(status <> 'cancelled')::int,
        CASE WHEN status <> 'cancelled' THEN -total_amount ELSE 0 END
      FROM old_rows) AS counted;
  ELSE
    PERFORM hanout_add_daily_stats(array_agg(store_id), array_agg(day), array_agg(o),
      array_agg(n), array_agg(r), array_agg(0))
    FROM (SELECT store_id, (order_date AT TIME ZONE 'UTC')::date AS day, -1 AS o,
        -(status <> 'cancelled')::int AS n,
        CASE WHEN status <> 'cancelled' THEN -total_amount ELSE 0 END AS r
      FROM old_rows) AS counted;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- What one customer counts: 1 on the day of its record.
CREATE OR REPLACE FUNCTION hanout_customer_daily_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM hanout_add_daily_stats(array_agg(store_id), array_agg(day), array_agg(0),
      array_agg(0), array_agg(0::numeric), array_agg(c))
    FROM (SELECT store_id, (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS c
      FROM new_rows) AS counted;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM hanout_add_daily_stats(array_agg(store_id), array_agg(day), array_agg(0),
      array_agg(0), array_agg(0::numeric), array_agg(c))
    FROM (SELECT store_id, (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS c FROM new_rows
      UNION ALL
      SELECT store_id, (created_at AT TIME ZONE 'UTC')::date, -1 FROM old_rows) AS counted;
  ELSE
    PERFORM hanout_add_daily_stats(array_agg(store_id), array_agg(day), array_agg(0),
      array_agg(0), array_agg(0::numeric), array_agg(c))
    FROM (SELECT store_id, (created_at AT TIME ZONE 'UTC')::date AS day, -1 AS c
      FROM old_rows) AS counted;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_daily_stats_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_order_daily_stats();--> statement-breakpoint
CREATE TRIGGER orders_daily_stats_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_order_daily_stats();--> statement-breakpoint
CREATE TRIGGER orders_daily_stats_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_order_daily_stats();--> statement-breakpoint
CREATE TRIGGER customers_daily_stats_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_customer_daily_stats();--> statement-breakpoint
CREATE TRIGGER customers_daily_stats_update AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_customer_daily_stats();--> statement-breakpoint
CREATE TRIGGER customers_daily_stats_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION hanout_customer_daily_stats();--> statement-breakpoint
INSERT INTO store_daily_stats (store_id, day, orders_count, sales_count, sales_revenue, customers_count)
SELECT store_id, day, sum(o), sum(n), sum(r), sum(c)
FROM (
  SELECT store_id, (order_date AT TIME ZONE 'UTC')::date AS day, count(*) AS o,
    count(*) FILTER (WHERE status <> 'cancelled') AS n,
    coalesce(sum(total_amount) FILTER (WHERE status <> 'cancelled'), 0) AS r, 0 AS c
  FROM orders GROUP BY 1, 2
  UNION ALL
  SELECT store_id, (created_at AT TIME ZONE 'UTC')::date, 0, 0, 0, count(*)
  FROM customers GROUP BY 1, 2
) AS counted
GROUP BY 1, 2;
