import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import { questionnaires } from '../../db/schema/content';
import { documents, memories, messages } from '../../db/schema/documents';
import { productFacts, products } from '../../db/schema/products';
import type { ProductContextRow } from '../products/product-context';
import { isUuid } from '../../lib/ids';
import type { ChatTurn } from '../../ai/types';
import type { GuidedAnswer } from '../../../common/guided-questions';
import { chatPromptSql, historySql } from '../chat/chat.queries';
import type { DocumentRow } from '../documents/documents.queries';

export type ChatContextRow = {
  doc: DocumentRow;
  history: ChatTurn[];
  memories: { key: string; value: string; importance: number }[];
  prompt: string | null;
  /** The journey's questionnaire, and the guided answers given, in order. */
  questions: { key: string; question: string }[] | null;
  answers: GuidedAnswer[];
  /** The chat's product with its facts, or null. */
  product: ProductContextRow;
};

/**
 * Everything a reply needs, in one round trip on the hot path of every chat message: the
 * document, the last `limit` messages (oldest first), its memories and the admin's chat prompt.
 */
const chatContext = prepared((db) => {
  const id = sql.placeholder('id');
  return db
    .select({
      doc: documents,
      history: historySql('document', id, sql.placeholder('limit')),
      memories: sql<ChatContextRow['memories']>`(
        SELECT coalesce(json_agg(json_build_object('key', ${memories.key}, 'value', ${memories.value}, 'importance', ${memories.importance})
          ORDER BY ${memories.importance} DESC, ${memories.key}), '[]'::json)
        FROM ${memories} WHERE ${memories.documentId} = ${id} AND NOT ${memories.proposed})`,
      prompt: chatPromptSql,
      questions: sql<
        ChatContextRow['questions']
      >`(SELECT ${questionnaires.questions} FROM ${questionnaires} WHERE "questionnaires"."type" = "documents"."type")`,
      product: sql<ProductContextRow>`(
        SELECT json_build_object('name', ${products.name}, 'instructions', ${products.instructions}, 'facts', (
          SELECT coalesce(json_agg(json_build_object('key', ${productFacts.key}, 'value', ${productFacts.value}) ORDER BY ${productFacts.key}), '[]'::json)
          FROM ${productFacts} WHERE ${productFacts.productId} = "products"."id"))
        FROM ${products} WHERE ${products.id} = "documents"."product_id")`,
      answers: sql<GuidedAnswer[]>`(
        SELECT coalesce(json_agg(json_build_object('content', ${messages.content}, 'questionKey', ${messages.questionKey}) ORDER BY ${messages.seq}), '[]'::json)
        FROM ${messages} WHERE ${messages.documentId} = ${id} AND ${messages.isQuestion} AND ${messages.role} = 'user')`,
    })
    .from(documents)
    .where(eq(documents.id, id))
    .prepare('chat_context');
});

/** The chat's context with its document (and owner), whoever asks: the caller authorizes it before replying. */
export async function getChatContext(db: Db, id: string, limit: number): Promise<ChatContextRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await chatContext(db).execute({ id, limit });
  return row;
}

/** One message of the document's chat (its role, text and parts); undefined when the chat holds no such message. */
export async function getDocumentMessage(db: Db, documentId: string, messageId: string) {
  if (!isUuid(messageId)) return undefined;
  const [row] = await db
    .select({ role: messages.role, content: messages.content, parts: messages.parts })
    .from(messages)
    .where(and(eq(messages.documentId, documentId), eq(messages.id, messageId)));
  return row;
}

/** The guided questions of a journey (its questionnaire), in order; none when it has no questionnaire. */
export async function getJourneyQuestions(db: Db, type: DocumentRow['type']): Promise<{ key: string; question: string }[]> {
  const [row] = await db.select({ questions: questionnaires.questions }).from(questionnaires).where(eq(questionnaires.type, type));
  return row?.questions ?? [];
}
