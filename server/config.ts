import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AI_PROVIDERS } from './ai/providers';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const flag = z
  .string()
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** An optional number: unset when the variable is missing or blank (as `.env.example` leaves it). */
const blankUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Northstar <no-reply@northstar.local>'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  SESSION_SECRET: optional,
  /** The secret API keys are sealed with; unset, the session secret (set it alike on every app server of a cluster). */
  SECRETS_KEY: optional,
  AI_PROVIDER: z.enum(AI_PROVIDERS, { error: `AI_PROVIDER must be one of ${AI_PROVIDERS.join(', ')}` }).default('offline'),
  AI_MODEL: optional,
  AI_BASE_URL: optional,
  AI_API_KEY: optional,
  /** The provider's embedding model (OpenAI, OpenAI-compatible): product knowledge is then ranked by meaning too. */
  AI_EMBEDDING_MODEL: optional,
  AI_CONTEXT_TOKENS: blankUnset(
    z.coerce
      .number({ error: 'AI_CONTEXT_TOKENS must be a number of tokens' })
      .int('AI_CONTEXT_TOKENS must be a whole number of tokens')
      .min(2000, 'AI_CONTEXT_TOKENS must be at least 2000'),
  ),
  AI_OUTPUT_TOKENS: blankUnset(
    z.coerce
      .number({ error: 'AI_OUTPUT_TOKENS must be a number of tokens' })
      .int('AI_OUTPUT_TOKENS must be a whole number of tokens')
      .min(256, 'AI_OUTPUT_TOKENS must be at least 256'),
  ),
  AI_TEMPERATURE: blankUnset(
    z.coerce
      .number({ error: 'AI_TEMPERATURE must be a number' })
      .min(0, 'AI_TEMPERATURE must be between 0 and 2')
      .max(2, 'AI_TEMPERATURE must be between 0 and 2'),
  ),
  S3_BUCKET: optional,
  S3_ENDPOINT: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  REDIS_URL: optional,
  TRUST_PROXY: flag,
  TRACKER_LOCAL_URLS: flag,
  PUBLIC_URL: optional.pipe(z.url({ error: 'PUBLIC_URL must be a URL such as https://northstar.example.com' }).optional()),
  PLAN_LIMITS: optional.pipe(z.enum(['on', 'off'], { error: 'PLAN_LIMITS must be on or off' }).default('off')).transform((v) => v === 'on'),
  UPLOAD_QUOTA_MB: z.coerce
    .number({ error: 'UPLOAD_QUOTA_MB must be a number of megabytes' })
    .int('UPLOAD_QUOTA_MB must be a whole number of megabytes')
    .min(1, 'UPLOAD_QUOTA_MB must be at least 1')
    .default(1024),
  EVENT_STREAMS_PER_USER: z.coerce
    .number({ error: 'EVENT_STREAMS_PER_USER must be a number' })
    .int('EVENT_STREAMS_PER_USER must be a whole number')
    .min(1, 'EVENT_STREAMS_PER_USER must be at least 1')
    .default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'SESSION_SECRET' | 'DATA_DIR'> & {
  DATA_DIR: string;
  SESSION_SECRET: string;
  /** Where the built client lives (dist/client). */
  CLIENT_DIR: string;
};

/** The repository root: the nearest folder above this file holding package.json. */
export function findRoot(from = path.dirname(new URL(import.meta.url).pathname)): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/**
 * Without SESSION_SECRET the server makes one and keeps it in DATA_DIR, so codes and
 * sessions survive a restart with no configuration.
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const root = findRoot();
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    SESSION_SECRET: parsed.data.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    CLIENT_DIR: path.join(root, 'dist', 'client'),
  };
}
