import { z } from 'zod';
import { documentHtmlSchema, messageContentSchema, replyFields, titleSchema } from './documents';
import { messagePart } from './messages';
import { pageOf } from './pages';
import { productFilterSchema, productIdSchema } from './products';
import { itemPermissionsDto, teamIdField } from './teams';

export const imageUrlSchema = z
  .string({ error: 'imageUrl must be text' })
  .regex(/^\/uploads\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/, 'imageUrl must be an image uploaded to Northstar')
  .nullable();

export const designBody = z.object({
  title: titleSchema.optional(),
  content: documentHtmlSchema.optional(),
  imageUrl: imageUrlSchema.optional(),
  /** The caller's product it belongs to (none when left out or null); only a new design takes it, a move is `PATCH`. */
  productId: productIdSchema.optional(),
  /** A team of the caller's it belongs to (as for documents); a move is `PATCH`. */
  teamId: teamIdField.optional(),
});
export type DesignBody = z.infer<typeof designBody>;

export const updateDesignBody = designBody
  .omit({ productId: true, teamId: true })
  .refine(
    (b) => b.title !== undefined || b.content !== undefined || b.imageUrl !== undefined,
    'Nothing to change: send title, content or imageUrl',
  );

export const designMessageBody = z.object({
  content: messageContentSchema,
  role: z.enum(['user', 'assistant'], { error: "role must be 'user' or 'assistant'" }).optional(),
});
export type DesignMessageBody = z.infer<typeof designMessageBody>;

/** A design as lists show it: no content. */
export const designSummaryDto = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  /** The product it belongs to; null: none. */
  productId: z.string().nullable().optional(),
  /** The team it belongs to; null: none. */
  teamId: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DesignSummary = z.infer<typeof designSummaryDto>;
export const designDto = designSummaryDto.extend({
  content: z.string(),
  /** The model of the design's chat and reviews (an id of GET /api/ai/models); null: the default model. */
  model: z.string().nullable().optional(),
  /** What the asker may do with it: sent by `GET /api/designs/:id`. */
  permissions: itemPermissionsDto.optional(),
});
export type DesignDto = z.infer<typeof designDto>;

export const designMessageDto = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
  /** A reply the model stopped at its output cap; the chat offers Continue. */
  cut: z.boolean().optional(),
  /** What the message holds, as typed parts; `content` is their text. */
  parts: z.array(messagePart).optional(),
  ...replyFields,
});
export type DesignMessageDto = z.infer<typeof designMessageDto>;
export const designMessageListDto = z.array(designMessageDto);

/** A page of a design's chat, as the pages of a document's chat: the latest messages first. */
export const designMessagePageDto = pageOf(designMessageDto);
export type DesignMessagePage = z.infer<typeof designMessagePageDto>;

/** The whole chat (no pagination asked), or one page. */
export const designMessagesDto = z.union([designMessageListDto, designMessagePageDto]);

export const analyzeDesignResponse = z.object({ analysis: z.string() });
export type AnalyzeDesignResponse = z.infer<typeof analyzeDesignResponse>;

/** `GET /api/designs`: every design, or those of one product (`none`: those in no product). */
export const listDesignsQuery = z.object({ productId: productFilterSchema });
export type ListDesignsQuery = z.infer<typeof listDesignsQuery>;
