import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, schema, type Database, type Db, type Listener, type ListenState } from './database';

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
    pool,
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
    listen: (channel, listener, { server, onState }) => pgListen({ url, channel, server }, listener, onState),
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async listeners(channel) {
      const prefix = listenName(channel, '');
      const { rows } = await pool.query<{ server: string }>(
        `SELECT substr(application_name, length($1) + 1) AS server FROM pg_stat_activity
         WHERE datname = current_database() AND left(application_name, length($1)) = $1`,
        [prefix],
      );
      return rows.map((row) => row.server);
    },
    close: () => pool.end(),
  };
}

/** How often the listening connection is asked a `SELECT 1`, and how long it may take to answer. */
const LISTEN_HEARTBEAT_MS = 5_000;
const LISTEN_TIMEOUT_MS = 5_000;
/** The pause before listening again after a lost connection (and between failed attempts). */
const RELISTEN_MS = 1_000;
/**
 * A listening connection's name in `pg_stat_activity`: the channel and the app server, so that a
 * server can tell which others listen. (PostgreSQL keeps 63 bytes of it.)
 */
export const listenName = (channel: string, server: string) => `listen:${channel}:${server}`;

/**
 * A dedicated connection that LISTENs, so notifications from every app server arrive. It is lost on
 * an error, on its end, or when it leaves a heartbeat unanswered (a dead network path sends no
 * error): `onState(false)` at once, then attempts to listen again every second until one succeeds,
 * `onState(true)`. Notifications sent meanwhile are missed; the caller decides what that costs.
 */
async function pgListen(
  { url, channel, server }: { url: string; channel: string; server: string },
  listener: Listener,
  onState: ListenState = () => {},
) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(again), RELISTEN_MS);
  };
  const lost = (gone: pg.Client) => {
    gone.end().catch(() => {});
    if (client !== gone) return;
    client = null;
    onState(false);
    again();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      application_name: listenName(channel, server),
      connectionTimeoutMillis: LISTEN_TIMEOUT_MS,
      query_timeout: LISTEN_TIMEOUT_MS,
      keepAlive: true,
    });
    next.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) listener(msg.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    } catch (err) {
      next.end().catch(() => {});
      throw err;
    }
    if (stopped) return void (await next.end().catch(() => {}));
    client = next;
    onState(true);
  };
  await connect();
  const heartbeat = setInterval(() => {
    const current = client;
    current?.query('SELECT 1').catch(() => lost(current));
  }, LISTEN_HEARTBEAT_MS);
  heartbeat.unref();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}
