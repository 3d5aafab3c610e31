import path from 'node:path';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createContext } from '../context';
import type { Database } from '../db/database';
import type { useTestApp } from './harness';

/**
 * A second app server on the test app's database and clock, as behind a load balancer: with
 * PostgreSQL its events travel through LISTEN/NOTIFY; with PGlite the one database lives in this
 * process. Started on first use (listening on a port of its own), closed after the test file.
 */
export function useSecondServer(
  t: ReturnType<typeof useTestApp>,
  /** Its environment, or a function giving it when the server starts (for values known only then). */
  env: Record<string, string> | (() => Record<string, string>) = {},
  /** How the second server sees the database (for example, hearing notifications late). */
  view: (database: Database) => Database = (database) => database,
) {
  let second: ReturnType<typeof start> | null = null;
  async function start() {
    const config = {
      ...loadConfig({
        DATA_DIR: t.dataDir,
        SESSION_SECRET: 'test-secret',
        SMTP_URL: 'smtp://127.0.0.1:1',
        ...(typeof env === 'function' ? env() : env),
      }),
      CLIENT_DIR: path.join(t.dataDir, 'none'),
    };
    const context = await createContext(config, t.app.log, { database: view(t.database), clock: t.clock });
    const app = await buildApp(context.ctx);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, base, ctx: context.ctx };
  }
  afterAll(async () => {
    if (!second) return;
    const { app, ctx } = await second;
    // The database belongs to the test app: only this server's app and event listener close here.
    await app.close();
    await ctx.events.close();
  });
  return () => (second ??= start());
}
