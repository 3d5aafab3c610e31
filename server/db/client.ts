import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { findRoot } from '../config';
import * as auth from './schema/auth';
import * as content from './schema/content';
import * as designs from './schema/designs';
import * as documents from './schema/documents';
import * as versions from './schema/versions';

export const schema = { ...auth, ...documents, ...designs, ...content, ...versions };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Listener = (payload: string) => void;
/** Whether notifications are arriving: false once the listening connection is lost (some may be missed), true once it listens again. */
export type ListenState = (listening: boolean) => void;

export type Database = {
  db: Db;
  migrate(): Promise<void>;
  /** LISTEN on a channel, listening again after a lost connection; the answer stops listening. */
  listen(channel: string, listener: Listener, onState?: ListenState): Promise<() => Promise<void>>;
  /** NOTIFY every listener of a channel, in every app server. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
} & (
  | { kind: 'pglite' }
  /** `pool`: the connections Drizzle uses, for a library that queries PostgreSQL itself (rate limits). */
  | { kind: 'postgres'; pool: Pool }
);

export const migrationsFolder = path.join(findRoot(), 'server', 'db', 'migrations');

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
