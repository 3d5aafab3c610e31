import { boolean, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { ConnectionProvider } from '../../../common/ai-models';
import { createdAt, id } from './columns';

/**
 * The AI connections an administrator added: a provider, its address and its API key, kept only
 * encrypted (AES-256-GCM, `server/lib/secrets.ts`); the key is never read back to any browser.
 */
export const aiConnections = pgTable('ai_connections', {
  id: id(),
  provider: text('provider').$type<ConnectionProvider>().notNull(),
  label: text('label').notNull(),
  baseUrl: text('base_url'),
  /** The API key sealed with the server's secret, or null for a server that needs none. */
  apiKeySealed: text('api_key_sealed'),
  createdAt: createdAt(),
});

/** The models users may pick, each of one connection; at most one is the default. */
export const aiModels = pgTable(
  'ai_models',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => aiConnections.id, { onDelete: 'cascade' }),
    /** The provider's name of the model (`gpt-4o-mini`, `llama3.2`). */
    model: text('model').notNull(),
    vision: boolean('vision').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.model] }), index('ai_models_default_idx').on(t.isDefault)],
);

/** A reply's token counts as its provider reported them. */
export type TokenUsage = { inputTokens: number; outputTokens: number };
export const usageColumn = () => jsonb('usage').$type<TokenUsage>();
