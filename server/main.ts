import { existsSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { createEngine } from './ai/engine';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed';
import { systemClock } from './lib/context';
import { createMailer } from './mail/mailer';
import { createEventBus } from './realtime/event-bus';
import { diskStorage } from './storage/storage';

// A .env file (see .env.example) is read when present; real environment variables win.
if (existsSync('.env')) process.loadEnvFile('.env');

const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
});

async function main() {
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  await seed(database.db);
  log.info(`Database ready: ${database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}/pglite` : 'PostgreSQL'}`);

  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log });
  if (mailer.mode === 'outbox') {
    log.warn(`SMTP_URL is not set: sign-in codes are written to this log and to ${config.DATA_DIR}/outbox as .eml files.`);
  }

  const ai = createEngine(config);
  log.info(`AI engine: ${ai.info.engine === 'offline' ? 'offline (rule-based, no AI model configured)' : `${ai.info.provider} ${ai.info.model}`}`);

  const events = await createEventBus(database, log);
  const storage = diskStorage(path.join(config.DATA_DIR, 'uploads'));
  const app = await buildApp({ config, database, mailer, clock: systemClock, ai, storage, events }, { logger: log });
  app.addHook('onClose', async () => {
    await events.close();
    await database.close();
  });

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
  log.info(`Northstar is running at ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}`);
}

main().catch((err) => {
  log.fatal({ err }, 'Northstar failed to start');
  process.exit(1);
});
