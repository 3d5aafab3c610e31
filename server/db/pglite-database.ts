import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { findRoot } from '../config';
import { migrationsFolder, schema, type Database, type Db, type Listener } from './database';
import { ensureDataDir, type DataDirSource } from './pglite-data-dir';

/**
 * PostgreSQL's buffer cache inside the WebAssembly heap. Every page of it is touched at start-up,
 * so its size is resident memory whatever the data: 128 MB by default. The data files are read
 * through the operating system, whose page cache keeps them warm, so a small cache costs little.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';
/** The log kept between checkpoints: two 16 MB segments, recycled rather than added to. */
const WAL_PARAMS = ['-c', 'min_wal_size=32MB', '-c', 'max_wal_size=64MB'];
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`, ...WAL_PARAMS];
const startParams = PGLITE_START_PARAMS;

/**
 * A new data dir is a copy of one made (initdb) and migrated ahead, by the build or else by the first
 * start that needs it, and kept in `dist/pglite` under the hash of the migrations: a first start costs
 * a copy instead of seconds of initdb and migrations.
 */
export const PGLITE_DATA_DIR_SOURCE: DataDirSource = {
  migrationsFolder,
  templatesDir: path.join(findRoot(), 'dist', 'pglite'),
  startParams,
};

/**
 * PGlite runs no autovacuum and, as a single-user server, no checkpointer: without this no table gets
 * planner statistics (a page of 50 documents among 10,000 takes 31 ms instead of 0.3 ms), the space of
 * every superseded row stays taken, and the write-ahead log is never recycled: the data directory grew
 * by about 124 KB per autosave of a long document and never shrank. Every 10 s, much as autovacuum and
 * the checkpointer do:
 * - each table with many dead rows (50 plus a fifth of its live ones) is vacuumed and analyzed, so the
 *   space of old rows (and of their out-of-line text) is reused, whatever removed them (saves, deletes,
 *   pruning);
 * - each table that grew by a tenth (counted in pages on disk) since its statistics were taken is analyzed;
 * - once 16 MB of log has been written since the last checkpoint, a checkpoint lets the log be recycled.
 */
const MAINTAIN_EVERY_MS = 10_000;
const DEAD_TABLES = `SELECT relname FROM pg_stat_user_tables
  WHERE schemaname = 'public' AND n_dead_tup > 50 + 0.2 * n_live_tup`;
const GROWN_TABLES = `SELECT c.relname FROM pg_class c
  WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
    AND pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 8`;
const LOG_SINCE_CHECKPOINT = `SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), (pg_control_checkpoint()).redo_lsn)::float8 AS bytes`;
const CHECKPOINT_AFTER_BYTES = 16 * 1024 * 1024;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** What one round of maintenance did: the tables vacuumed, those analyzed, and whether it checkpointed. */
export type Maintenance = { vacuumed: string[]; analyzed: string[]; checkpoint: boolean };

/** One round of the upkeep autovacuum and the checkpointer would do. */
export async function maintainTables(client: PGlite): Promise<Maintenance> {
  // Row counts reach the statistics at most once a second; this makes the next query read them all.
  await client.query('SELECT pg_stat_force_next_flush()');
  const vacuumed = (await client.query<{ relname: string }>(DEAD_TABLES)).rows.map((r) => r.relname);
  for (const name of vacuumed) await client.exec(`VACUUM (ANALYZE) ${quoted(name)}`);
  const analyzed = (await client.query<{ relname: string }>(GROWN_TABLES)).rows.map((r) => r.relname);
  for (const name of analyzed) await client.exec(`ANALYZE ${quoted(name)}`);
  const log = (await client.query<{ bytes: number }>(LOG_SINCE_CHECKPOINT)).rows[0]?.bytes ?? 0;
  const checkpoint = log >= CHECKPOINT_AFTER_BYTES;
  if (checkpoint) await client.exec('CHECKPOINT');
  return { vacuumed, analyzed, checkpoint };
}

function autoMaintain(client: PGlite) {
  let running = false;
  const timer = setInterval(async () => {
    if (running || client.closed) return;
    running = true;
    try {
      await maintainTables(client);
    } catch {
      // Upkeep only: the next round tries again.
    } finally {
      running = false;
    }
  }, MAINTAIN_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs every statement on the server's own thread, and its promises resolve at once: a
 * request's whole chain of statements (a save: lock, head, write, version) would run in one go, with
 * no other request answered meanwhile. Through this wrapper each statement first lets the event loop
 * turn, so `/healthz` and short reads are answered between the statements of a long save. Statements
 * of other requests still wait for an open transaction (PGlite runs one at a time).
 */
function takingTurns<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object);
      if (typeof value !== 'function') return value;
      if (key === 'query' || key === 'exec') {
        return async (...args: unknown[]) => {
          await nextTurn();
          return value.apply(object, args);
        };
      }
      if (key === 'transaction')
        return (callback: (tx: object) => unknown) => value.call(object, (tx: object) => callback(takingTurns(tx)));
      return value.bind(object);
    },
  });
}

/** PGlite in `dataDir/pglite`, or in memory when dataDir is null (tests). */
export async function openPglite(dataDir: string | null): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    await ensureDataDir(dir, PGLITE_DATA_DIR_SOURCE);
  }
  // pgvector is loaded for product knowledge's embeddings (its extension is created at start-up when
  // they are configured). The options object also reaches an in-memory database: `new PGlite(undefined, opts)` drops opts.
  const client = new PGlite({ dataDir: dir, startParams, extensions: { vector } });
  const db = drizzle(takingTurns(client), { schema }) as unknown as Db;
  const stopMaintaining = autoMaintain(client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(drizzle(client, { schema }), { migrationsFolder }),
    ...inProcessChannels(),
    close: async () => {
      stopMaintaining();
      await client.close();
    },
  };
}

/**
 * Notifications of an embedded database: only this process can open it, so every listener is here,
 * and a notification needs no trip through the database (whose queries share this thread).
 */
function inProcessChannels(): Pick<Database, 'listen' | 'notify' | 'listeners'> {
  const channels = new Map<string, Map<Listener, string>>();
  return {
    async listen(channel, listener, { server }) {
      const listeners = channels.get(channel) ?? new Map<Listener, string>();
      listeners.set(listener, server);
      channels.set(channel, listeners);
      return async () => {
        listeners.delete(listener);
      };
    },
    async notify(channel, payload) {
      // Delivered after the current work, as a database delivers a notification after the commit.
      setImmediate(() => {
        for (const listener of channels.get(channel)?.keys() ?? []) listener(payload);
      });
    },
    listeners: async (channel) => [...(channels.get(channel)?.values() ?? [])],
  };
}
