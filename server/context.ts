import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createEngine, type EngineOptions } from './ai/engine';
import type { Config } from './config';
import { openDatabase } from './db/client';
import type { Database } from './db/database';
import { systemClock, type AppContext, type Clock } from './lib/context';
import { createRateLimiter } from './lib/rate-limiter';
import { createMailer } from './mail/mailer';
import { createSessionCache } from './modules/auth/session-cache';
import { createEventBus } from './realtime/event-bus';
import { createAnswerCache } from './lib/answer-cache';
import { diskStorage } from './storage/storage';
import { createSealer } from './lib/secrets';
import { createModelRouter } from './modules/ai-connections/model-router';

/**
 * Everything the app needs, from the configuration: the database, mail, the AI engine, file storage
 * (disk or S3), live events, and rate-limit counters (Redis, PostgreSQL or memory). Tests pass their own
 * database and clock.
 */
export async function createContext(
  config: Config,
  log: FastifyBaseLogger,
  opts: { database?: Database; clock?: Clock; engine?: EngineOptions } = {},
): Promise<{ ctx: AppContext; close(): Promise<void> }> {
  const database = opts.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  // Redis, the S3 SDK and the AI providers are loaded only when configured.
  const storage = config.S3_BUCKET
    ? (await import('./storage/s3-storage')).s3Storage({
        bucket: config.S3_BUCKET,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      })
    : diskStorage(path.join(config.DATA_DIR, 'uploads'));
  const rates = await createRateLimiter({ database, redisUrl: config.REDIS_URL });
  const events = await createEventBus(database, log);
  const clock = opts.clock ?? systemClock;
  const now = () => clock.now().getTime();
  const answers = createAnswerCache(now);
  events.watchChanges({ changed: answers.forgetUser, listening: answers.listening });
  const sessions = createSessionCache(now);
  events.watchAccounts({ changed: sessions.forgetUser, listening: sessions.listening });
  const ai = await createEngine(config, opts.engine);
  const sealer = createSealer(config.SECRETS_KEY ?? config.SESSION_SECRET);
  const ctx: AppContext = {
    config,
    database,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log }),
    clock,
    ai,
    models: createModelRouter(config, ai, sealer, opts.engine),
    sealer,
    storage,
    events,
    rates,
    sessions,
    answers,
  };
  return {
    ctx,
    async close() {
      await events.close();
      await rates.close();
      await database.close();
    },
  };
}
