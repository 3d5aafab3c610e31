import type { SourceUrlPart } from '../../../common/messages';
import { isEditorDocument } from '../../../common/journeys';
import { searchResultPath } from '../../../common/search';
import type { ChatTurn, KnowledgePassage } from '../../ai/types';
import type { Db } from '../../db/database';
import { retrieveKnowledge } from './knowledge-embeddings';
import type { RetrievedPassage } from './knowledge.queries';

/** Passages a chat's request carries at most. */
export const KNOWLEDGE_PASSAGES = 6;

/** Where a source opens: its document where the app shows it (a chat, the editor), or the product's page for a file. */
function sourceUrl(passage: RetrievedPassage, productId: string): string {
  if (passage.documentId && passage.documentType) {
    const type = isEditorDocument({ type: passage.documentType }) ? 'document' : 'chat';
    return searchResultPath({ type, id: passage.documentId });
  }
  return `/products/${encodeURIComponent(productId)}`;
}

/** What a chat of a product reads from its knowledge for one question: the passages for the request and the reply's sources. */
export type ChatKnowledge = { passages: KnowledgePassage[]; sources: SourceUrlPart[] };

const NONE: ChatKnowledge = { passages: [], sources: [] };

/** The text of the latest user message, the question the knowledge is searched for. */
const latestQuestion = (history: ChatTurn[]) => history.findLast((turn) => turn.role === 'user')?.content ?? '';

/**
 * The passages of the chat's product that match its latest question (none for a chat in no product),
 * numbered for the request, and one source part per file or document they came from, best first.
 */
export async function chatKnowledge(
  db: Db,
  chat: { userId: string; productId?: string | null; history: ChatTurn[] },
): Promise<ChatKnowledge> {
  const question = latestQuestion(chat.history);
  if (!chat.productId || !question.trim()) return NONE;
  const productId = chat.productId;
  const found = await retrieveKnowledge(db, { productId, userId: chat.userId, question, limit: KNOWLEDGE_PASSAGES });
  const sources = new Map<string, SourceUrlPart>();
  for (const p of found) {
    if (!sources.has(p.itemId))
      sources.set(p.itemId, { type: 'source-url', sourceId: p.itemId, url: sourceUrl(p, productId), title: p.name });
  }
  return {
    passages: found.map((p, i) => ({ number: i + 1, source: p.name, heading: p.heading, text: p.text })),
    sources: [...sources.values()],
  };
}

/**
 * The sources a reply cites: those it names; when it names none, a model's reply still lists every
 * source it was given (it was grounded on them), while the offline engine's lists none (its answer
 * did not use them unless it quoted them by name).
 */
export function citedSources(sources: SourceUrlPart[], reply: string, offline: boolean): SourceUrlPart[] {
  const named = sources.filter((s) => s.title && reply.includes(s.title));
  return named.length > 0 || offline ? named : sources;
}
