import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { JOURNEY_TYPES } from '../../../common/constants';
import type { ContextFact, MessagePart } from '../../../common/messages';
import { usageColumn } from './ai';
import { users } from './auth';
import { teamColumn } from './teams';
import { at, createdAt, id, updatedAt } from './columns';
import { designs } from './designs';
import { products } from './products';

export const documents = pgTable(
  'documents',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('New Chat'),
    content: text('content').notNull().default(''),
    type: text('type', { enum: JOURNEY_TYPES }).notNull().default('explore'),
    /** The chat an editor document was made from ("Open as document" on a reply); null once that chat is deleted. */
    sourceChatId: uuid('source_chat_id').references((): AnyPgColumn => documents.id, { onDelete: 'set null' }),
    /** The model the chat's replies come from (an id of GET /api/ai/models); null: the default model. */
    model: text('model'),
    /** The product it belongs to; null: none. A product cannot be deleted while items point at it (checked at the end of the statement, so deleting the owner still cascades). */
    productId: uuid('product_id').references((): AnyPgColumn => products.id, { onDelete: 'no action' }),
    /** The team it belongs to (its members see it by role); null: none. */
    teamId: teamColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A product's items, newest first (its list, and moving or deleting them with the product).
    index('documents_product_created_id_idx').on(t.productId, t.createdAt, t.id),
    // Lists run newest first with the id breaking ties: the index holds that order, so a page after a cursor starts at once.
    index('documents_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    // A list of one journey type (the editor documents), newest first, however few of the user's rows it holds.
    index('documents_user_type_created_id_idx').on(t.userId, t.type, t.createdAt, t.id),
    // The sidebar's recent chats: the last changed first.
    index('documents_user_updated_id_idx').on(t.userId, t.updatedAt, t.id),
    // A team's items, for its members' lists.
    index('documents_team_created_id_idx').on(t.teamId, t.createdAt, t.id),
  ],
);

/**
 * How many documents of each type (`kind` 'document:TYPE') and designs (`kind` 'design') each user owns: kept by triggers
 * on every insert, delete and change of type or owner (migration 0011), so counting never reads a
 * user's rows.
 */
export const itemCounts = pgTable(
  'item_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Every chat's messages: a message belongs to exactly one chat, a document's or a design's.
 * Its parts are what it says; `content` is their text (`messageText`), kept for search and SQL reads.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    parts: jsonb('parts').$type<MessagePart[]>().notNull(),
    content: text('content').notNull(),
    /** The remembered facts the message was sent with, beside its text. */
    context: jsonb('context').$type<ContextFact[]>().notNull().default([]),
    isQuestion: boolean('is_question').notNull().default(false),
    /** For a guided answer: the key of the question it answers. */
    questionKey: text('question_key'),
    /** A reply the model stopped at its output cap: the chat offers Continue. */
    cut: boolean('cut').notNull().default(false),
    /** For a reply: the model that wrote it, and its tokens as the provider reported them. */
    model: text('model'),
    usage: usageColumn(),
    /** For a reply: the prompt it was written under, as `<prompt>#<hash of its text>` (votes are grouped by it). */
    prompt: text('prompt'),
    /** The user's thumbs on a reply: 1 up, -1 down, null none; with an optional comment and when it was given. */
    vote: smallint('vote'),
    voteComment: text('vote_comment'),
    votedAt: at('voted_at'),
    createdAt: createdAt(),
    /** Insertion order, whatever the clocks of the app servers say. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('messages_document_seq_idx').on(t.documentId, t.seq),
    index('messages_design_seq_idx').on(t.designId, t.seq),
    index('messages_voted_idx')
      .on(t.votedAt)
      .where(sql`${t.vote} IS NOT NULL`),
    check('messages_one_chat', sql`num_nonnulls(${t.documentId}, ${t.designId}) = 1`),
  ],
);

export const memories = pgTable(
  'memories',
  {
    id: id(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    importance: integer('importance').notNull().default(1),
    /** Proposed by the model (a tool call): shown for the user to keep or drop, and not sent to the model until kept. */
    proposed: boolean('proposed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('memories_document_key_idx').on(t.documentId, t.key)],
);

/**
 * The reply being generated for a chat on some app server, with PostgreSQL (several servers): which
 * server runs it, so the others refuse a second reply, relay Stop and follow it. The owner renews
 * `expiresAt` while the run lasts and deletes the row when it ends; a row past `expiresAt` belongs
 * to a server that died and is taken over. With PGlite (one server) the table stays empty.
 */
export const replyRuns = pgTable('reply_runs', {
  /** The chat: its owner kind and id (`document:<id>`, `design:<id>`). */
  chat: text('chat').primaryKey(),
  /** The run's name, in its event ids (`Last-Event-ID`) on every server. */
  run: text('run').notNull(),
  /** The event bus name of the app server generating it. */
  server: text('server').notNull(),
  startedAt: at('started_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});
