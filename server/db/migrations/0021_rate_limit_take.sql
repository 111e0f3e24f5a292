-- rate_limit_take: counts the requests each key holds within its window and, when every key is
-- under its max, takes one place in each (all or none, so a refused request is not counted).
-- An advisory lock per key, taken in a fixed order (no deadlock between overlapping calls), makes
-- the count and the insert one step for every instance of the app; each statement of this
-- VOLATILE function sees what the previous holder of the lock committed. The locks use the
-- two-key form (class 17), apart from the one-key lock that migrations and the seed hold.
-- Answers, per key in the order given: its count (with this request when allowed) and whether it
-- refused; retry_ms, when refused, is how long until a place frees; tickets are the rows taken,
-- which a caller may give back (a sign-in that succeeded was no failure).
CREATE FUNCTION rate_limit_take(p_keys text[], p_windows_ms integer[], p_maxes integer[])
RETURNS TABLE (allowed boolean, counts integer[], refused boolean[], retry_ms integer, tickets bigint[])
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  now_at timestamptz;
  lock_key integer;
  i integer;
  held integer;
  first_free timestamptz;
  ticket bigint;
BEGIN
  allowed := true;
  counts := '{}';
  refused := '{}';
  retry_ms := 0;
  tickets := '{}';
  FOR lock_key IN
    SELECT DISTINCT hashtext(k) AS h FROM unnest(p_keys) AS k ORDER BY h
  LOOP
    PERFORM pg_advisory_xact_lock(17, lock_key);
  END LOOP;
  now_at := clock_timestamp();
  FOR i IN 1 .. coalesce(cardinality(p_keys), 0) LOOP
    DELETE FROM rate_limit_events e WHERE e.key = p_keys[i] AND e.expires_at <= now_at;
    SELECT count(*), min(e.expires_at) INTO held, first_free
      FROM rate_limit_events e WHERE e.key = p_keys[i];
    counts := counts || held;
    IF held >= p_maxes[i] THEN
      allowed := false;
      refused := refused || true;
      retry_ms := greatest(
        retry_ms,
        coalesce(
          ceil(extract(epoch FROM first_free - now_at) * 1000)::integer,
          p_windows_ms[i]
        )
      );
    ELSE
      refused := refused || false;
    END IF;
  END LOOP;
  IF allowed THEN
    FOR i IN 1 .. coalesce(cardinality(p_keys), 0) LOOP
      INSERT INTO rate_limit_events (key, at, expires_at)
        VALUES (p_keys[i], now_at, now_at + p_windows_ms[i] * interval '1 millisecond')
        RETURNING id INTO ticket;
      tickets := tickets || ticket;
      counts[i] := counts[i] + 1;
    END LOOP;
  END IF;
  RETURN NEXT;
END
$$;
