import { z } from 'zod';
import { JOURNEY_TYPES, LIMITS } from './constants';

export const journeyTypeSchema = z.enum(JOURNEY_TYPES, { error: `type must be one of ${JOURNEY_TYPES.join(', ')}` });

const byteLength = (s: string) => new TextEncoder().encode(s).length;

export const titleSchema = z
  .string({ error: 'title must be text' })
  .trim()
  .max(LIMITS.titleChars, `title must be at most ${LIMITS.titleChars} characters`);

export const documentHtmlSchema = z
  .string({ error: 'content must be text' })
  .refine((s) => byteLength(s) <= LIMITS.documentHtmlBytes, 'content must be at most 2 MB');

export const createDocumentBody = z.object({
  title: titleSchema.optional(),
  content: documentHtmlSchema.optional(),
  type: journeyTypeSchema.optional(),
});
export type CreateDocumentBody = z.infer<typeof createDocumentBody>;

/** Changed fields only; the documents editor also sends the id, which must match the path. */
export const updateDocumentBody = z.object({
  id: z.string().optional(),
  title: titleSchema.optional(),
  content: documentHtmlSchema.optional(),
  type: journeyTypeSchema.optional(),
});
export type UpdateDocumentBody = z.infer<typeof updateDocumentBody>;

export const documentSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  type: journeyTypeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;
export type DocumentDto = DocumentSummary & { content: string };

export const messageContentSchema = z
  .string({ error: 'content must be text' })
  .trim()
  .min(1, 'content must not be empty')
  .refine((s) => byteLength(s) <= LIMITS.messageBytes, 'content must be at most 100 KB');

export const createMessageBody = z.object({
  content: messageContentSchema,
  isQuestion: z.boolean().optional(),
});
export type CreateMessageBody = z.infer<typeof createMessageBody>;

export type MessageDto = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  isQuestion: boolean;
  createdAt: string;
};

export const generateTitleBody = z.object({ content: messageContentSchema });

export const idParams = z.object({ id: z.string() });

export const memoryKeySchema = z
  .string({ error: 'key must be text' })
  .trim()
  .min(1, 'key must not be empty')
  .max(64, 'key must be at most 64 characters')
  .regex(/^[a-z][a-z0-9_]*$/, 'key must be lower-case letters, digits and underscores');

export const upsertMemoryBody = z.object({
  key: memoryKeySchema,
  value: z.string({ error: 'value must be text' }).trim().min(1, 'value must not be empty').max(2000, 'value must be at most 2000 characters'),
  importance: z.number({ error: 'importance must be a number' }).int().min(1).max(10).optional(),
});
export type UpsertMemoryBody = z.infer<typeof upsertMemoryBody>;
export type MemoryDto = { id: string; key: string; value: string; importance: number };
