-- Counts one action against every limit given, or against none when one is full, atomically:
-- an advisory lock per key (taken in a fixed order, held to the end of the transaction) makes
-- concurrent calls for a key count one after another, and each statement below sees the events
-- the previous holder committed. Answers 0 when counted, else the 1-based index of the full limit.
CREATE OR REPLACE FUNCTION rate_consume(keys text[], limits integer[], windows_ms bigint[], at_time timestamptz)
RETURNS integer
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
  lock_key bigint;
  since timestamptz;
BEGIN
  FOR lock_key IN SELECT DISTINCT hashtextextended(k, 727002) FROM unnest(keys) AS k ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(lock_key);
  END LOOP;
  FOR i IN 1 .. coalesce(array_length(keys, 1), 0) LOOP
    since := at_time - make_interval(secs => windows_ms[i] / 1000.0);
    DELETE FROM rate_events WHERE key = keys[i] AND at < since;
    IF (SELECT count(*) FROM rate_events WHERE key = keys[i] AND at > since) >= limits[i] THEN
      RETURN i;
    END IF;
  END LOOP;
  INSERT INTO rate_events (key, at) SELECT k, at_time FROM unnest(keys) AS k;
  RETURN 0;
END
$$;
