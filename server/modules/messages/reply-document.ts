import { EDITOR_DOCUMENT_TYPE } from '../../../common/journeys';
import { replyDocumentBody, replyDocumentTitle, replyMarkdown } from '../../../common/reply-document';
import type { ReplyDocumentDto } from '../../../common/documents';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import type { Ask, Member } from '../../policies/policy';
import type { PlanHolder } from '../billing/billing.service';
import { createDocument, loadDocument } from '../documents/documents.service';
import { parseInPool } from '../documents/import-pool';
import { getDocumentMessage } from './messages.queries';

export const MESSAGE_NOT_FOUND = 'Message not found';
export const NOT_A_REPLY = 'Only a reply from Northstar can be opened as a document, not your own message';

/**
 * "Open as document": the chat's assistant reply `messageId` as a new editor document. Its Markdown
 * (tool calls as blocks) becomes editor HTML the way an uploaded .md file does, in the import
 * workers; the document is titled from the chat and the reply and remembers the chat it came from.
 * Nothing is written when the chat, the message or the conversion fails.
 */
export async function replyToDocument(
  ctx: AppContext,
  ask: Ask & { actor: Member & PlanHolder },
  messageId: string,
): Promise<ReplyDocumentDto> {
  const chat = await loadDocument(ctx, ask, 'read');
  const message = await getDocumentMessage(ctx.database.db, chat.id, messageId);
  if (!message) throw notFound(MESSAGE_NOT_FOUND);
  if (message.role !== 'assistant') throw badRequest(NOT_A_REPLY, 'not_a_reply');
  const markdown = replyMarkdown(message.content, message.parts);
  const title = replyDocumentTitle(chat.title, markdown);
  const { html } = await parseInPool(Buffer.from(replyDocumentBody(title, markdown)), 'md');
  const { document } = await createDocument(
    ctx,
    ask.actor,
    // The document stays in the chat's product.
    { title, content: html, type: EDITOR_DOCUMENT_TYPE, sourceChatId: chat.id, productId: chat.productId },
    'ai',
  );
  return { id: document.id, title: document.title };
}
