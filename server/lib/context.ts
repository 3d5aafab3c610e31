import type { AiEngine } from '../ai/types';
import type { Config } from '../config';
import type { RateLimiter } from './rate-limiter';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { EventBus } from '../realtime/event-bus';
import type { SessionCache } from '../modules/auth/session-cache';
import type { AnswerCache } from './answer-cache';
import type { Storage } from '../storage/storage';
import type { ModelRouter } from '../modules/ai-connections/model-router';
import type { Sealer } from './secrets';

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/** Everything a service needs, built once per app (tests build their own). */
export type AppContext = {
  config: Config;
  database: Database;
  mailer: Mailer;
  clock: Clock;
  /** The environment's engine (AI_PROVIDER), or the offline engine. */
  ai: AiEngine;
  /** Each chat's engine: the offline engine, the environment's, or an admin's connection's model. */
  models: ModelRouter;
  /** Seals the API keys of AI connections (AES-256-GCM under SECRETS_KEY or the session secret). */
  sealer: Sealer;
  storage: Storage;
  events: EventBus;
  rates: RateLimiter;
  /** Session lookups in memory, forgotten on every server when a session or a user changes. */
  sessions: SessionCache;
  /** Recent answers of searches and document pages, forgotten on every change of the user's data. */
  answers: AnswerCache;
};
