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
  /**
   * Which engine the environment names (AI_PROVIDER), for the status answer and the start-up log. Its
   * calls are not offered here: every AI call gets its engine from `models`.
   */
  ai: Pick<AiEngine, 'info'>;
  /**
   * The one place that resolves the engine of a request: the chat's (document's, design's) model if it
   * has one, else the admin's default, else the environment's model, else the offline engine.
   */
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
