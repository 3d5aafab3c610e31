import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A timestamptz as the ISO text JavaScript writes (`2026-03-15T10:00:00.000Z`), made by PostgreSQL:
 * lists of thousands of rows need no Date parsed and printed again per row.
 */
export const isoTime = (column: AnyColumn | SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The same to the microsecond, without the zone: an exact position in a time order (list cursors). */
export const exactTime = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
