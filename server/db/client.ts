import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { findRoot } from '../config';
import * as auth from './schema/auth';
import * as content from './schema/content';
import * as designs from './schema/designs';
import * as documents from './schema/documents';

export const schema = { ...auth, ...documents, ...designs, ...content };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Listener = (payload: string) => void;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** LISTEN on a channel; the answer stops listening. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /** NOTIFY every listener of a channel, in every app server. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(findRoot(), 'server', 'db', 'migrations');
/** Any fixed number: app servers starting together take turns at migrating. */
const MIGRATION_LOCK = 727_001;

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory when dataDir is null). */
export function openDatabase(opts: { url?: string; dataDir: string | null }): Database {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server ends (a restart, a failover) is dropped by the pool, which opens a
    // new one on the next query; without a listener its error would stop the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      listen: (channel, listener) => pgListen(opts.url as string, channel, listener),
      notify: async (channel, payload) => {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ...inProcessChannels(),
    close: () => client.close(),
  };
}

/**
 * Notifications of an embedded database: only this process can open it, so every listener is here,
 * and a notification needs no trip through the database (whose queries share this thread).
 */
function inProcessChannels(): Pick<Database, 'listen' | 'notify'> {
  const listeners = new Map<string, Set<Listener>>();
  return {
    async listen(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return async () => {
        set.delete(listener);
      };
    },
    async notify(channel, payload) {
      // Delivered after the current work, as a database delivers a notification after the commit.
      setImmediate(() => {
        for (const listener of listeners.get(channel) ?? []) listener(payload);
      });
    },
  };
}

/**
 * A dedicated connection that LISTENs, and reconnects (listening again) after a drop,
 * so notifications from every app server keep arriving.
 */
async function pgListen(url: string, channel: string, listener: Listener) {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) listener(msg.payload);
    });
    next.on('error', () => {
      next.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
