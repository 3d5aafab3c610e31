import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { findRoot } from '../config';
import * as ai from './schema/ai';
import * as auth from './schema/auth';
import * as comments from './schema/comments';
import * as collab from './schema/collab';
import * as content from './schema/content';
import * as designs from './schema/designs';
import * as documents from './schema/documents';
import * as knowledge from './schema/knowledge';
import * as products from './schema/products';
import * as sharing from './schema/sharing';
import * as teams from './schema/teams';
import * as versions from './schema/versions';

/** Every table, as Drizzle's relational queries and both drivers see them. */
export const schema = {
  ...ai,
  ...auth,
  ...documents,
  ...designs,
  ...content,
  ...versions,
  ...products,
  ...sharing,
  ...knowledge,
  ...teams,
  ...comments,
  ...collab,
};
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Listener = (payload: string) => void;
/** Whether notifications are arriving: false once the listening connection is lost (some may be missed), true once it listens again. */
export type ListenState = (listening: boolean) => void;

/** What each driver (pglite-database.ts, postgres-database.ts) gives the app. */
export type Database = {
  db: Db;
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel as the app server named `server`, listening again after a lost connection;
   * the answer stops listening.
   */
  listen(channel: string, listener: Listener, options: { server: string; onState?: ListenState }): Promise<() => Promise<void>>;
  /** NOTIFY every listener of a channel, in every app server. */
  notify(channel: string, payload: string): Promise<void>;
  /** The names of the app servers listening on a channel now. */
  listeners(channel: string): Promise<string[]>;
  close(): Promise<void>;
} & (
  | { kind: 'pglite' }
  /** `pool`: the connections Drizzle uses, for a library that queries PostgreSQL itself (rate limits). */
  | { kind: 'postgres'; pool: Pool }
);

export const migrationsFolder = path.join(findRoot(), 'server', 'db', 'migrations');
