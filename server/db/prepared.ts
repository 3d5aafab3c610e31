import type { Db } from './database';

/**
 * A statement of a hot path (every request's session, every chat message), built once per database
 * handle: drizzle skips rebuilding its SQL, and PostgreSQL keeps the parsed statement per connection.
 * Run inside a transaction, a statement is built for that transaction.
 */
export function prepared<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}
