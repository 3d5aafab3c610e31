import { existsSync } from 'node:fs';
import { endStartUp } from './lib/start-up-memory';
import pino from 'pino';
import { buildApp } from './app';
import { PROVIDERS } from './ai/providers';
import { loadConfig } from './config';
import { createContext } from './context';
import { seed } from './db/seed';
import { prettyInTerminal } from './lib/log-output';

// A .env file (see .env.example) is read when present; real environment variables win.
if (existsSync('.env')) process.loadEnvFile('.env');

const log = pino(
  {
    level: process.env.LOG_LEVEL ?? 'info',
    redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
  },
  prettyInTerminal(),
);

async function main() {
  const config = loadConfig();
  const { ctx, close } = await createContext(config, log);
  await ctx.database.migrate();
  await seed(ctx.database.db);
  log.info(`Database ready: ${ctx.database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}/pglite` : 'PostgreSQL'}`);
  if (ctx.mailer.mode === 'outbox') {
    log.warn(`SMTP_URL is not set: sign-in codes are written to this log and to ${config.DATA_DIR}/outbox as .eml files.`);
  }
  const { info } = ctx.ai;
  log.info(`AI engine: ${PROVIDERS[config.AI_PROVIDER].label}${info.engine === 'llm' ? `, model ${info.model}` : ''}`);
  const limits = config.REDIS_URL ? 'Redis' : ctx.database.kind === 'postgres' ? 'PostgreSQL' : 'in process';
  log.info(`Uploads: ${config.S3_BUCKET ? `S3 bucket ${config.S3_BUCKET}` : 'local disk'}; rate limits: ${limits}`);

  const app = await buildApp(ctx, { logger: log });
  app.addHook('onClose', close);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received: finishing in-flight requests`);
    setTimeout(() => {
      log.warn('Requests still open after 10 s: stopping anyway');
      process.exit(1);
    }, 10_000).unref();
    await app.close();
    log.info('Stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  endStartUp();
  log.info(`Northstar is running at ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}`);
}

main().catch((err) => {
  log.fatal({ err }, 'Northstar failed to start');
  process.exit(1);
});
