import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, schema, type Database, type Db, type Listener } from './database';

/**
 * PostgreSQL's buffer cache inside the WebAssembly heap. Every page of it is touched at start-up,
 * so its size is resident memory whatever the data: 128 MB by default. The data files are read
 * through the operating system, whose page cache keeps them warm, so a small cache costs little.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';
const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/**
 * A new data dir is made (initdb) and migrated by a short-lived child process: initdb and the first
 * migrations take hundreds of MiB that a WebAssembly heap never gives back, and they go back to the
 * system when that process ends.
 */
async function createDataDir(dir: string) {
  const resolve = createRequire(import.meta.url).resolve;
  const script = `(async () => {
    const [pglite, drizzle, migrator, dir, migrationsFolder, params] = process.argv.slice(1);
    const { PGlite } = require(pglite);
    const db = new PGlite(dir, { startParams: JSON.parse(params) });
    await require(migrator).migrate(require(drizzle).drizzle(db), { migrationsFolder });
    await db.close();
  })().catch((err) => { console.error(err); process.exit(1); });`;
  const modules = [resolve('@electric-sql/pglite'), resolve('drizzle-orm/pglite'), resolve('drizzle-orm/pglite/migrator')];
  await promisify(execFile)(process.execPath, ['-e', script, ...modules, dir, migrationsFolder, JSON.stringify(startParams)]);
}

/**
 * PGlite runs no autovacuum, so without this no table ever gets planner statistics and a query the
 * index answers in a fraction of a millisecond scans and sorts the table (a page of 50 documents
 * among 10,000: 31 ms instead of 0.3 ms). Every 10 s, each table that grew by a tenth (counted in
 * pages on disk) since its statistics were taken is analyzed, much as autovacuum does.
 */
const ANALYZE_EVERY_MS = 10_000;
const GROWN_TABLES = `SELECT c.relname FROM pg_class c
  WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
    AND pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 8`;

/** Analyzes the tables that grew since their statistics were taken; answers their names. */
export async function analyzeGrownTables(client: PGlite): Promise<string[]> {
  const grown = await client.query<{ relname: string }>(GROWN_TABLES);
  for (const { relname } of grown.rows) await client.exec(`ANALYZE "${relname.replace(/"/g, '""')}"`);
  return grown.rows.map((r) => r.relname);
}

function autoAnalyze(client: PGlite) {
  let running = false;
  const timer = setInterval(async () => {
    if (running || client.closed) return;
    running = true;
    try {
      await analyzeGrownTables(client);
    } catch {
      // Statistics are an optimisation: the next round tries again.
    } finally {
      running = false;
    }
  }, ANALYZE_EVERY_MS);
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
    mkdirSync(dir, { recursive: true });
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await createDataDir(dir);
  }
  const client = new PGlite(dir, { startParams });
  const db = drizzle(takingTurns(client), { schema }) as unknown as Db;
  const stopAnalyze = autoAnalyze(client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(drizzle(client, { schema }), { migrationsFolder }),
    ...inProcessChannels(),
    close: async () => {
      stopAnalyze();
      await client.close();
    },
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
