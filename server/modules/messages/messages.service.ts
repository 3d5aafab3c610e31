import { answeredQuestions, guidedSteps, productKnowns } from '../../../common/guided-questions';
import { productBrief, withProductFacts } from '../products/product-context';
import { promptVersion } from '../../ai/context/prompt-version';
import { messageDto, type ListMessagesQuery, type MessageDto, type MessagePage } from '../../../common/documents';
import { toDto } from '../../db/dto-columns';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { authorize } from '../../policies/can';
import type { Ask } from '../../policies/policy';
import { htmlToText } from '../../lib/html-text';
import { assertAiAllowance } from '../ai/ai.service';
import { chatAttachments } from '../chat/attachments';
import { listChat, readChat } from '../chat/chat.pages';
import { insertChatMessage } from '../chat/chat.queries';
import type { ChatKind, ReplyContext } from '../chat/chat.service';
import { DOCUMENT_NOT_FOUND, loadDocument } from '../documents/documents.service';
import type { DocumentRow } from '../documents/documents.queries';
import { systemPrompt } from '../prompts/prompts.service';
import * as q from './messages.queries';
import { publishToItem, withTeamAccess } from '../teams/teams.service';

export const toMessageDto = toDto(messageDto);

/** The whole chat of the document, oldest first. */
export const listMessages = (ctx: AppContext, ask: Ask) => listChat(ctx, documentChat, ask);

/**
 * The chat of the document: all of it when no page is asked for; else one page of `limit`
 * (50 by default), the latest messages first, or those written before `cursor`. Each page is oldest
 * to newest, as the chat shows it.
 */
export const readMessages = (ctx: AppContext, ask: Ask, query: ListMessagesQuery = {}): Promise<MessageDto[] | MessagePage> =>
  readChat(ctx, documentChat, ask, query);

/** What the engine reads about a document beside its chat: the journey, the facts, the questionnaire, the text. */
const documentReplyContext = (doc: DocumentRow, row: q.ChatContextRow): ReplyContext => ({
  journeyType: doc.type,
  memories: withProductFacts(row.memories, row.product),
  product: productBrief(row.product),
  questionnaire: answeredQuestions(guidedSteps(row.questions ?? [], row.answers, productKnowns(row.product))),
  documentText: doc.content ? htmlToText(doc.content) : undefined,
});

/** The chat of a document (a journey chat, or the Analysis & Chat of an editor document). */
export const documentChat: ChatKind<MessageDto> = {
  owner: 'document',
  entity: 'message',
  notFound: DOCUMENT_NOT_FOUND,
  toDto: toMessageDto,
  async load(ctx, ask, limit) {
    const row = await q.getChatContext(ctx.database.db, ask.id, limit);
    if (!row) return undefined;
    const document = await withTeamAccess(ctx.database.db, ask.actor, row.doc);
    const doc = authorize(ask.actor, 'chat', { document }, { hidden: DOCUMENT_NOT_FOUND });
    const { history, prompt } = row;
    const attachments = await chatAttachments(ctx, doc.userId, history);
    const context = { ...documentReplyContext(doc, row), attachments };
    return { id: doc.id, userId: doc.userId, history, prompt, context, model: doc.model, productId: doc.productId };
  },
  ownerOf: loadDocument,
};

export const NOTHING_TO_ANALYZE = 'Please add some content to analyze';

/** "Analyze with AI": the engine's review of the document, saved as assistant messages. */
export async function analyzeDocument(ctx: AppContext, ask: Ask) {
  const doc = await loadDocument(ctx, ask, 'chat');
  const text = htmlToText(doc.content);
  if (!text.trim()) throw badRequest(NOTHING_TO_ANALYZE, 'empty_document');
  await assertAiAllowance(ctx, ask.actor.id);
  const [{ engine, modelId }, adminPrompt] = await Promise.all([
    ctx.models.engineFor(ctx.database.db, doc.model),
    systemPrompt(ctx, 'document_feedback'),
  ]);
  const reviews = await engine.analyzeDocument({ title: doc.title, text, systemPrompt: adminPrompt });
  const author = { role: 'assistant' as const, model: modelId, prompt: promptVersion('document_feedback', adminPrompt) };
  const saved = await ctx.database.db.transaction(async (tx) => {
    const rows = [];
    for (const content of reviews) {
      const parts = [{ type: 'text' as const, text: content }];
      rows.push(await insertChatMessage(tx, { owner: 'document', id: doc.id }, { ...author, parts, createdAt: ctx.clock.now() }));
    }
    return rows;
  });
  for (const row of saved) void publishToItem(ctx, doc, { entity: 'message', action: 'created', id: row.id, parentId: doc.id });
  return { id: doc.id, messages: saved.map(toMessageDto) };
}
