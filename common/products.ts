import { z } from 'zod';
import { itemPermissionsDto, teamIdField } from './teams';
import { idSchema, textField } from './text';

const text = (field: string, max: number) => textField(field).trim().max(max, `${field} must be at most ${max} characters`);

const name = text('name', 120).min(1, 'Product name is required');
const description = text('description', 300);
const instructions = text('instructions', 4000);

/** `POST /api/products`: a product needs a name; a one-line description and standing instructions are optional. */
export const productBody = z.object({
  name,
  description: description.optional(),
  instructions: instructions.optional(),
  /** A team of the caller's it belongs to (an editor or owner there); null: none. */
  teamId: teamIdField.optional(),
});
export type ProductBody = z.infer<typeof productBody>;

export const updateProductBody = productBody
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change: send name, description, instructions or teamId');
export type UpdateProductBody = z.infer<typeof updateProductBody>;

export const productDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  instructions: z.string(),
  /** The team it belongs to; null: none. */
  teamId: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the asker may do with it: sent by `GET /api/products/:id`. */
  permissions: itemPermissionsDto.optional(),
});
export type ProductDto = z.infer<typeof productDto>;

/** What deleting a product does with its chats, documents and designs: there is no default. */
export const PRODUCT_ITEMS = ['keep', 'delete'] as const;
export const deleteProductQuery = z.object({
  items: z.enum(PRODUCT_ITEMS, {
    error: "must be 'keep' (its chats, documents and designs move to no product) or 'delete' (they are deleted with it)",
  }),
});
export type DeleteProductQuery = z.infer<typeof deleteProductQuery>;
export type ProductItems = DeleteProductQuery['items'];

/** Where a chat, document or design belongs: a product of the caller's, or null for none. */
export const productIdSchema = idSchema('productId').nullable();

/** A list's filter: the items of one product, or `none` for those in no product. */
export const NO_PRODUCT = 'none';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const productFilterSchema = idSchema('productId')
  .refine((v) => v === NO_PRODUCT || UUID.test(v), `productId must be a product's id or '${NO_PRODUCT}'`)
  .optional();

const key = text('key', 100).min(1, 'key is required');
const value = text('value', 2000).min(1, 'value is required');

/** A fact of the product; `sourceId` names the caller's chat or document it was learned in (none: typed by hand). */
export const factBody = z.object({ key, value, sourceId: idSchema('sourceId').nullable().optional() });
export type FactBody = z.infer<typeof factBody>;

export const updateFactBody = factBody
  .partial()
  .refine((b) => b.key !== undefined || b.value !== undefined, 'Nothing to change: send key or value');
export type UpdateFactBody = z.infer<typeof updateFactBody>;

export const FACT_SOURCES = ['manual', 'chat', 'document'] as const;

export const factDto = z.object({
  id: z.string(),
  productId: z.string(),
  key: z.string(),
  value: z.string(),
  /** Where it came from: typed by hand, or learned in a chat or a document (`sourceId`, null once that is deleted). */
  source: z.enum(FACT_SOURCES),
  sourceId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FactDto = z.infer<typeof factDto>;

export const factParams = z.object({ id: idSchema(), factId: idSchema('factId') });

/** What a product's knowledge holds: an uploaded file (PDF, Word, Markdown, text) or one of the caller's documents. */
export const KNOWLEDGE_KINDS = ['file', 'document'] as const;

/** `POST /api/products/:id/knowledge` as JSON: one of the caller's documents, by id (a file comes as multipart `file`). */
export const knowledgeDocumentBody = z.object({ documentId: idSchema('documentId') });
export type KnowledgeDocumentBody = z.infer<typeof knowledgeDocumentBody>;

export const knowledgeItemDto = z.object({
  id: z.string(),
  productId: z.string(),
  /** The file's name, or the document's title when it was added. */
  name: z.string(),
  kind: z.enum(KNOWLEDGE_KINDS),
  /** The document it was read from (kind `document`), null for a file or once the document is deleted. */
  documentId: z.string().nullable(),
  /** How many passages it was split into; 0 for a file with no text layer. */
  passages: z.number().int(),
  createdAt: z.string(),
});
export type KnowledgeItemDto = z.infer<typeof knowledgeItemDto>;

export const knowledgeParams = z.object({ id: idSchema(), itemId: idSchema('itemId') });
