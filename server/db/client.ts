import { sql } from 'drizzle-orm';
import type { Database, Db } from './database';

/**
 * PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory when dataDir is null).
 * Only the chosen driver is loaded.
 */
export async function openDatabase(opts: { url?: string; dataDir: string | null }): Promise<Database> {
  if (opts.url) return (await import('./postgres-database')).openPostgres(opts.url);
  return (await import('./pglite-database')).openPglite(opts.dataDir);
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
