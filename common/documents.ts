import { z } from 'zod';
import { JOURNEY_TYPES, LIMITS } from './constants';
import { MAX_SPLICES, PATCH_MISMATCH_CODE, PATCH_MISMATCH_MESSAGE } from './document-patch';
import { DOCUMENT_KINDS } from './journeys';
import { messagePart } from './messages';
import { pageOf, pageQuery } from './pages';
import { productFilterSchema, productIdSchema } from './products';
import { itemPermissionsDto, teamIdField } from './teams';
import { idSchema, textField, withoutForbiddenCharacters } from './text';
import { saveSourceSchema, VERSION_CONFLICT_MESSAGE } from './versions';

export const journeyTypeSchema = z.enum(JOURNEY_TYPES, { error: `type must be one of ${JOURNEY_TYPES.join(', ')}` });

const byteLength = (s: string) => new TextEncoder().encode(s).length;

export const titleSchema = textField('title').trim().max(LIMITS.titleChars, `title must be at most ${LIMITS.titleChars} characters`);

/** Rich text: characters no text may hold are dropped rather than refused, so pasted text never blocks a save. */
export const documentHtmlSchema = z
  .string({ error: 'content must be text' })
  .refine((s) => byteLength(s) <= LIMITS.documentHtmlBytes, 'content must be at most 2 MB')
  .transform(withoutForbiddenCharacters);

export const createDocumentBody = z.object({
  title: titleSchema.optional(),
  content: documentHtmlSchema.optional(),
  type: journeyTypeSchema.optional(),
  /** `upload` when the content came from an imported file: its version says so. */
  source: saveSourceSchema.optional(),
  /** The caller's product it belongs to (none when left out or null). */
  productId: productIdSchema.optional(),
  /** A team of the caller's it belongs to, where the caller is an editor or owner (none when left out or null). */
  teamId: teamIdField.optional(),
});
export type CreateDocumentBody = z.infer<typeof createDocumentBody>;

/** An autosave's patch (see `document-patch.ts`): splices in order, never overlapping, and the text's length and hash. */
const spliceSchema = z.object({
  at: z.number({ error: 'patch: at must be a number' }).int().min(0),
  delete: z.number({ error: 'patch: delete must be a number' }).int().min(0),
  insert: z.string({ error: 'patch: insert must be text' }),
});

const inOrder = (splices: z.infer<typeof spliceSchema>[]) =>
  splices.every((s, i) => i === 0 || s.at >= splices[i - 1]!.at + splices[i - 1]!.delete);

export const documentPatchSchema = z.object({
  splices: z
    .array(spliceSchema)
    .max(MAX_SPLICES, `patch: at most ${MAX_SPLICES} splices`)
    .refine(inOrder, 'patch: splices must be in order and must not overlap'),
  /** The rebuilt text's length in UTF-16 code units, and its `contentHash`. */
  length: z.number({ error: 'patch: length must be a number' }).int().min(0).max(LIMITS.documentHtmlBytes),
  hash: z.string({ error: 'patch: hash must be text' }).regex(/^[0-9a-f]{14}$/, 'patch: hash must be 14 hex digits'),
});

/** The 422 of a patch that does not rebuild the client's text (see `document-patch.ts`). */
export const patchMismatchDto = z.object({ message: z.literal(PATCH_MISMATCH_MESSAGE), code: z.literal(PATCH_MISMATCH_CODE) });

/** Changed fields only; the documents editor also sends the id, which must match the path. */
export const updateDocumentBody = z
  .object({
    id: idSchema().optional(),
    title: titleSchema.optional(),
    content: documentHtmlSchema.optional(),
    /** Instead of `content`: the change since the version named in `If-Match` (see `document-patch.ts`). */
    patch: documentPatchSchema.optional(),
    type: journeyTypeSchema.optional(),
    source: saveSourceSchema.optional(),
    /** Keep the version this save is based on as a version of its own, even while typing (a conflict's resolution). */
    keepBase: z.boolean({ error: 'keepBase must be true or false' }).optional(),
  })
  .refine(
    (b) => b.title !== undefined || b.content !== undefined || b.patch !== undefined || b.type !== undefined,
    'Nothing to change: send title, content, patch or type',
  )
  .refine((b) => b.content === undefined || b.patch === undefined, 'Send content or patch, not both');
export type UpdateDocumentBody = z.infer<typeof updateDocumentBody>;

/**
 * Answers. Each is a `...Dto` schema beside its request schemas, and its type is inferred from it:
 * the server writes the answer with it (only the fields named here ever leave the server).
 */

/** A document as lists show it: no content. Times are ISO 8601 in UTC. */
export const documentSummaryDto = z.object({
  id: z.string(),
  title: z.string(),
  type: journeyTypeSchema,
  /** The product it belongs to; null: none. */
  productId: z.string().nullable().optional(),
  /** The team it belongs to; null: none. */
  teamId: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummaryDto>;

export const documentDto = documentSummaryDto.extend({
  content: z.string(),
  /** The chat an editor document was made from ("Open as document"), while that chat exists. */
  sourceChatId: z.string().nullable().optional(),
  /** The chat's model (an id of GET /api/ai/models); null: the default model. */
  model: z.string().nullable().optional(),
  /** What the asker may do with it: sent by `GET /api/documents/:id`. */
  permissions: itemPermissionsDto.optional(),
});
export type DocumentDto = z.infer<typeof documentDto>;

/**
 * A save's answer: the saved document. After a `patch`, `content` is left out when the saved text is
 * exactly the text the patch made (the client holds it), so a one-word save of a long document
 * downloads a few hundred bytes; it is sent when cleaning changed it.
 */
export const savedDocumentDto = documentSummaryDto.extend({ content: z.string().optional() });
export type SavedDocument = z.infer<typeof savedDocumentDto>;

/** The 409 of a save based on an older version: the current document, and why nothing was saved. */
export const documentConflictDto = documentDto.extend({
  message: z.literal(VERSION_CONFLICT_MESSAGE),
  code: z.literal('version_conflict'),
});

/** Documents per page: when only a cursor is given, and at most. */
export const DOCUMENT_PAGE_SIZE = 50;
export const DOCUMENT_PAGE_MAX = 100;

/** The longest search a list takes. */
export const LIST_SEARCH_MAX = 200;

/**
 * `GET /api/documents`: without `limit` or `cursor`, every document; with them, one page. `kind`
 * keeps the chats or the editor documents; `q` keeps the titles holding each of its words (any case).
 */
export const listDocumentsQuery = pageQuery(DOCUMENT_PAGE_MAX).extend({
  kind: z.enum(DOCUMENT_KINDS, { error: `kind must be one of ${DOCUMENT_KINDS.join(', ')}` }).optional(),
  q: z.string({ error: 'q must be text' }).max(LIST_SEARCH_MAX, `q must be at most ${LIST_SEARCH_MAX} characters`).optional(),
  productId: productFilterSchema,
});
export type ListDocumentsQuery = z.infer<typeof listDocumentsQuery>;

/** A page of documents, newest first; `nextCursor` asks for the next page, null after the last. */
export const documentPageDto = pageOf(documentSummaryDto);
export type DocumentPage = z.infer<typeof documentPageDto>;

/** Every document (no pagination asked), or one page. */
export const documentListDto = z.union([z.array(documentSummaryDto), documentPageDto]);

export const messageContentSchema = textField('content')
  .trim()
  .min(1, 'content must not be empty')
  .refine((s) => byteLength(s) <= LIMITS.messageBytes, 'content must be at most 100 KB');

export const createMessageBody = z
  .object({
    content: messageContentSchema,
    isQuestion: z.boolean().optional(),
    /** For a guided answer: the key of the questionnaire question it answers. */
    questionKey: textField('questionKey')
      .trim()
      .min(1, 'questionKey must not be empty')
      .max(100, 'questionKey must be at most 100 characters')
      .optional(),
  })
  .refine((b) => b.questionKey === undefined || b.isQuestion === true, {
    message: 'questionKey is only for a guided answer (isQuestion: true)',
    path: ['questionKey'],
  });
export type CreateMessageBody = z.infer<typeof createMessageBody>;

/** `PUT /api/documents/:id/messages/:messageId`: a user message's new text, sent again. */
export const editMessageBody = z.object({ content: messageContentSchema });

/** What a reply of any chat (a document's, a design's) carries beside its text. */
export const replyFields = {
  /** A reply's model (an id of GET /api/ai/models) and its tokens as the provider reported them. */
  model: z.string().nullable().optional(),
  usage: z.object({ inputTokens: z.number(), outputTokens: z.number() }).nullable().optional(),
  /** The user's thumbs on a reply: 1 up, -1 down, null none; and the comment given with it. */
  vote: z.number().int().nullable().optional(),
  voteComment: z.string().nullable().optional(),
};

export const messageDto = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  isQuestion: z.boolean(),
  /** For a guided answer: the key of the question it answers (null for older answers and other messages). */
  questionKey: z.string().nullable().optional(),
  createdAt: z.string(),
  /** A reply the model stopped at its output cap; the chat offers Continue. */
  cut: z.boolean().optional(),
  /** What the message holds, as typed parts; `content` is their text. */
  parts: z.array(messagePart).optional(),
  ...replyFields,
});
export type MessageDto = z.infer<typeof messageDto>;
export const messageListDto = z.array(messageDto);

/** Messages per page: when only a cursor is given, and at most. */
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 100;

/** `GET /api/documents/:id/messages`: without `limit` or `cursor`, the whole chat; with them, one page. */
export const listMessagesQuery = pageQuery(MESSAGE_PAGE_MAX);
export type ListMessagesQuery = z.infer<typeof listMessagesQuery>;

/**
 * A page of a chat: the latest messages first, each page oldest to newest as the chat shows them;
 * `nextCursor` asks for the earlier messages, null once the first message is in.
 */
export const messagePageDto = pageOf(messageDto);
export type MessagePage = z.infer<typeof messagePageDto>;

/** The whole chat (no pagination asked), or one page. */
export const messagesDto = z.union([messageListDto, messagePageDto]);

export const generateTitleBody = z.object({ content: messageContentSchema });

export { idParams } from './text';

export const memoryKeySchema = textField('key')
  .trim()
  .min(1, 'key must not be empty')
  .max(64, 'key must be at most 64 characters')
  .regex(/^[a-z][a-z0-9_]*$/, 'key must be lower-case letters, digits and underscores');

export const upsertMemoryBody = z.object({
  key: memoryKeySchema,
  value: textField('value').trim().min(1, 'value must not be empty').max(2000, 'value must be at most 2000 characters'),
  importance: z.number({ error: 'importance must be a number' }).int().min(1).max(10).optional(),
});
export type UpsertMemoryBody = z.infer<typeof upsertMemoryBody>;
export type { MemoryDto } from './memories';

/** "Analyze with AI" answers the document's id and the review, saved as assistant messages. */
export const analysisDto = z.object({ id: z.string(), messages: messageListDto });
export type AnalysisDto = z.infer<typeof analysisDto>;
/** An imported file as editor HTML, with a title taken from it. */
export const importedDocumentDto = z.object({ html: z.string(), title: z.string() });
export type ImportedDocumentDto = z.infer<typeof importedDocumentDto>;

export const EXPORT_FORMATS = ['md', 'docx', 'pdf', 'confluence'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/**
 * `GET /api/documents/:id/export?format=`: the saved document as Markdown, Word, PDF or Confluence
 * storage format; a chat as its conversation.
 */
export const exportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: `format must be one of ${EXPORT_FORMATS.join(', ')}` }),
});

/** One message of a document's chat. */
export const messageParams = z.object({ id: idSchema(), messageId: idSchema('messageId') });

/** An assistant reply made an editor document: the new document's id and title. */
export const replyDocumentDto = z.object({ id: z.string(), title: z.string() });
export type ReplyDocumentDto = z.infer<typeof replyDocumentDto>;

/** A fact of a chat's memory, named by its key. */
export const memoryParams = z.object({ id: idSchema(), key: textField('key') });
