import { z } from 'zod';
import { productIdSchema } from './products';
import { teamIdField } from './teams';

/** The providers an administrator can connect; the environment's connection may also be any of them. */
export const CONNECTION_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type ConnectionProvider = (typeof CONNECTION_PROVIDERS)[number];

/** The id of the offline engine in the models list: always there, and the default with no connection. */
export const OFFLINE_MODEL_ID = 'offline';
/** The id of the connection made from AI_PROVIDER, AI_MODEL and AI_API_KEY: read-only. */
export const ENV_CONNECTION_ID = 'env';

/** A model's id in the list: its connection and the provider's name for it (`<connection>:<model>`). */
export const modelIdOf = (connectionId: string, model: string) => `${connectionId}:${model}`;

const httpUrl = z
  .string()
  .trim()
  .max(500, 'baseUrl must be at most 500 characters')
  .url('baseUrl must be an http(s) address')
  .refine((u) => /^https?:\/\//i.test(u), 'baseUrl must be an http(s) address');

/** `POST /api/admin/ai/connections`. */
export const createConnectionBody = z
  .object({
    provider: z.enum(CONNECTION_PROVIDERS, { error: `provider must be one of ${CONNECTION_PROVIDERS.join(', ')}` }),
    label: z.string().trim().min(1, 'label is required').max(100, 'label must be at most 100 characters'),
    baseUrl: httpUrl.optional(),
    apiKey: z.string().trim().min(1, 'apiKey must not be empty').max(1000, 'apiKey must be at most 1000 characters').optional(),
  })
  .refine((b) => b.provider !== 'openai-compatible' || b.baseUrl, {
    message: 'baseUrl is required for an OpenAI-compatible server',
    path: ['baseUrl'],
  })
  .refine((b) => b.provider === 'openai-compatible' || b.apiKey, { message: 'apiKey is required for this provider', path: ['apiKey'] });
export type CreateConnectionBody = z.infer<typeof createConnectionBody>;

/** A connection as the admin area shows it: never its key, only whether one is set. */
export const connectionDto = z.object({
  id: z.string(),
  provider: z.enum(CONNECTION_PROVIDERS),
  label: z.string(),
  baseUrl: z.string().nullable(),
  keySet: z.boolean(),
  /** The environment's connection (AI_PROVIDER...): it cannot be removed here. */
  readOnly: z.boolean(),
  /** Its models users may pick. */
  models: z.array(z.object({ id: z.string(), model: z.string(), vision: z.boolean(), default: z.boolean() })),
});
export type ConnectionDto = z.infer<typeof connectionDto>;

/** `POST /api/admin/ai/connections/:id/test`: the provider's model list, or why it could not be read. */
export const connectionTestDto = z.object({
  ok: z.boolean(),
  models: z.array(z.object({ id: z.string(), vision: z.boolean() })),
  error: z.string().optional(),
});

/** `PUT /api/admin/ai/models`: the models users may pick (every connection's), and the default. */
export const enableModelsBody = z.object({
  enabled: z
    .array(
      z.object({
        id: z.string().trim().min(1, 'a model id is required').max(200),
        connectionId: z.string().uuid('connectionId must be a connection id'),
        vision: z.boolean().optional(),
      }),
    )
    .max(200, 'at most 200 models'),
  /** A model id of the list (`<connection>:<model>`, or the model's name when one enabled model has it), or `offline`. */
  defaultId: z.string().max(300).nullable().optional(),
});
export type EnableModelsBody = z.infer<typeof enableModelsBody>;

/** One model a user may pick for a chat (`GET /api/ai/models`). */
export const aiModelDto = z.object({
  id: z.string(),
  label: z.string(),
  provider: z.string(),
  vision: z.boolean(),
  default: z.boolean(),
});
export type AiModelDto = z.infer<typeof aiModelDto>;

/** `GET /api/admin/usage?from=&to=`: a period, ISO dates or times; the last 30 days when unset. */
export const usageQuery = z.object({
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
export const usageRowDto = z.object({
  userId: z.string(),
  email: z.string(),
  model: z.string(),
  replies: z.number(),
  inputTokens: z.number(),
  outputTokens: z.number(),
});
export type UsageRow = z.infer<typeof usageRowDto>;

/**
 * `PATCH /api/documents/:id` and `PATCH /api/designs/:id`: the chat's model, the product it belongs to
 * (null: none), or both.
 */
export const patchDocumentBody = z
  .object({
    model: z.string({ error: 'model must be text' }).trim().min(1, 'model is required').max(300).optional(),
    productId: productIdSchema.optional(),
    /** A team of the caller's (editor or owner there) to put it in; null takes it out. Its owner only. */
    teamId: teamIdField.optional(),
  })
  .refine(
    (b) => b.model !== undefined || b.productId !== undefined || b.teamId !== undefined,
    'Nothing to change: send model, productId or teamId',
  );
export type PatchDocumentBody = z.infer<typeof patchDocumentBody>;

/** Whether a model reads images, guessed from its name (the admin can change it). */
export const VISION_NAMES =
  /gpt-4o|gpt-4\.1|gpt-4-turbo|gpt-5|\bo[134]\b|o[134]-|claude-3|claude-(opus|sonnet|haiku)-4|claude-.*-4|gemini|vision|llava|bakllava|pixtral|-vl\b|-vl-|qwen.*vl|llama3\.2-vision|llama-4|minicpm-v|moondream|gemma3/i;
export const guessVision = (model: string) => VISION_NAMES.test(model);
