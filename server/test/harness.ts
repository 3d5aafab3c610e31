import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeEach, onTestFinished, vi } from 'vitest';
import { codeOf, startSmtpSink } from '../../tests/support/smtp-sink';
import type { EngineOptions } from '../ai/engine';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import type { Database } from '../db/database';
import { seed } from '../db/seed';
import type { AppContext, Clock } from '../lib/context';
import { createContext } from '../context';
import { createRateLimiter } from '../lib/rate-limiter';
import { checkContract } from './contract';

export const ORIGIN = 'http://northstar.test';

export class FakeClock implements Clock {
  private t = new Date('2026-03-15T10:00:00Z').getTime();
  private driving = false;
  now = () => new Date(this.t);
  advance(ms: number) {
    this.t += ms;
    if (this.driving) vi.setSystemTime(this.t);
  }
  set(date: Date) {
    this.t = date.getTime();
    if (this.driving) vi.setSystemTime(this.t);
  }
  /**
   * Rate limits are counted by rate-limiter-flexible, whose windows follow `Date.now()`, not this
   * clock: for the rest of the current test, `Date` is faked and moves with this clock, so moving
   * the clock past a window ends it.
   */
  drivesDate() {
    vi.useFakeTimers({ toFake: ['Date'], now: this.t });
    this.driving = true;
    onTestFinished(() => {
      this.driving = false;
      vi.useRealTimers();
    });
  }
}

/** A new, empty database for a test file: PGlite in memory, or one made on the PostgreSQL server of `TEST_DATABASE_URL`. */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    return { database: await openDatabase({ dataDir: null }), drop: async () => {} };
  }
  const name = `northstar_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString(), dataDir: null });
  return {
    database,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type TestAppState = Awaited<ReturnType<typeof startTestApp>>;

/** The app over `opened` (migrated and seeded first), with its SMTP sink, a fake clock and every answer checked against its schema. */
export async function startTestApp(
  { database, drop }: { database: Database; drop(): Promise<void> },
  env: Record<string, string> = {},
  engine: EngineOptions = { maxRetries: 0 },
) {
  await database.migrate();
  await seed(database.db);
  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'northstar-test-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-secret',
      ADMIN_EMAILS: 'admin@example.com',
      SMTP_URL: sink.url,
      ...env,
    }),
    CLIENT_DIR: path.join(dataDir, 'no-client'),
  };
  const clock = new FakeClock();
  const context = await createContext(config, silentLog, { database, clock, engine });
  // Every route the app registered; every answer is checked against its route's response schema: each API test is a contract test.
  const routes: RouteOptions[] = [];
  // Documents are indexed for search when a test says so (`indexAllStale`), never by a timer mid-test.
  const app = await buildApp(context.ctx, { instrument: (fastify) => checkContract(fastify, routes), indexEveryMs: null });
  const ctx: AppContext = context.ctx;
  return { app, routes, database, clock, sink, drop, dataDir, events: ctx.events, close: context.close, ctx };
}

/**
 * One database, SMTP sink and app per test file; user data is wiped before each test.
 * Runs on PGlite, or on PostgreSQL when the project sets TEST_DB=postgres.
 */
export function useTestApp(env: Record<string, string> | (() => Record<string, string>) = {}, engine: EngineOptions = { maxRetries: 0 }) {
  const state = {} as TestAppState;
  let ready: Promise<void> | null = null;

  async function start() {
    Object.assign(state, await startTestApp(await openTestDatabase(), typeof env === 'function' ? env() : env, engine));
  }

  beforeEach(async () => {
    ready ??= start();
    await ready;
    state.sink.mails.length = 0;
    state.clock.set(new Date('2026-03-15T10:00:00Z'));
    await state.database.db.execute(sql`TRUNCATE users, sign_in_codes, sign_in_guards, rate_limits RESTART IDENTITY CASCADE`);
    // Session lookups (and with PGlite, rate counters) live in the process: each test starts with
    // none, as it does in the database.
    state.ctx.sessions.forgetAll();
    if (state.database.kind === 'pglite') Object.assign(state.ctx, { rates: await createRateLimiter({ database: state.database }) });
  });

  afterAll(async () => {
    if (!ready) return;
    await ready;
    await state.app.close();
    await state.close();
    await state.sink.close();
    await state.drop();
  });

  return state;
}

const noop = () => {};
const silentLog = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

export { codeOf };
