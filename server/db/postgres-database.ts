import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, schema, type Database, type Db, type Listener } from './client';

/** Any fixed number: app servers starting together take turns at migrating. */
const MIGRATION_LOCK = 727_001;

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, a failover) is dropped by the pool, which opens a
  // new one on the next query; without a listener its error would stop the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, listener) => pgListen(url, channel, listener),
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pool.end(),
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
