import type { AiEngine } from '../ai/types';
import type { Config } from '../config';
import type { RateLimiter } from './rate-limiter';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { EventBus } from '../realtime/event-bus';
import type { SessionCache } from '../modules/auth/session-cache';
import type { AnswerCache } from './answer-cache';
import type { Storage } from '../storage/storage';

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/** Everything a service needs, built once per app (tests build their own). */
export type AppContext = {
  config: Config;
  database: Database;
  mailer: Mailer;
  clock: Clock;
  ai: AiEngine;
  storage: Storage;
  events: EventBus;
  rates: RateLimiter;
  /** Session lookups in memory, forgotten on every server when a session or a user changes. */
  sessions: SessionCache;
  /** Recent answers of searches and document pages, forgotten on every change of the user's data. */
  answers: AnswerCache;
};
