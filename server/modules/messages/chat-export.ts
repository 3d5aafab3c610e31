import type { MessageDto } from '../../../common/documents';
import type { MessagePart } from '../../../common/messages';
import { replyMarkdown } from '../../../common/reply-document';
import type { AppContext } from '../../lib/context';
import type { Ask } from '../../policies/policy';
import type { DocumentRow } from '../documents/documents.queries';
import { getJourneyQuestions } from './messages.queries';
import { listMessages } from './messages.service';

/** Who speaks each turn, as the exported chat names them. */
export const SPEAKERS = { user: 'You', assistant: 'Northstar' } as const;

/** A message's time, in UTC since the reader's zone is not known: "2026-11-27 13:40 UTC". */
const timeOf = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The files a message came with, by name (an image pasted into the chat has none). */
function attachments(parts: MessagePart[]): string[] {
  return parts.flatMap((part) =>
    part.type === 'file' ? [part.filename || (part.mediaType.startsWith('image/') ? 'an image' : 'a file')] : [],
  );
}

/** The sources a reply drew on, as links. */
function sources(parts: MessagePart[]): string[] {
  return parts.flatMap((part) =>
    part.type === 'source-url' ? [`- [${(part.title || part.url).replace(/[[\]]/g, '')}](${part.url})`] : [],
  );
}

/** The text of a turn: a reply's Markdown with its tool calls as blocks; the user's own words without upload lines. */
function body(message: MessageDto): string {
  const parts = message.parts ?? [{ type: 'text', text: message.content }];
  if (message.role === 'assistant') return replyMarkdown(message.content, parts);
  return parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n\n');
}

function turn(message: MessageDto, text = body(message)): string {
  const parts = message.parts ?? [];
  const files = attachments(parts);
  const cited = sources(parts);
  return [
    `**${SPEAKERS[message.role]}** · ${timeOf(message.createdAt)}`,
    text.trim(),
    files.length > 0 ? `*Attached: ${files.join(', ')}*` : '',
    cited.length > 0 ? ['Sources:', ...cited].join('\n') : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** A guided answer's question, as Northstar asked it before the answer (at the answer's time). */
function asked(message: MessageDto, questions: Map<string, string>): string[] {
  const question = message.isQuestion && message.questionKey ? questions.get(message.questionKey) : undefined;
  return question ? [turn({ ...message, role: 'assistant', parts: [] }, question)] : [];
}

/**
 * A whole chat as Markdown: its title, then each turn under "**You**" or "**Northstar**" with its
 * time; replies keep their Markdown (tool calls as blocks) and list their sources; files are named;
 * a guided answer follows the question it answers.
 */
export function chatToMarkdown(title: string, messages: MessageDto[], questions: { key: string; question: string }[] = []): string {
  const byKey = new Map(questions.map((q) => [q.key, q.question]));
  const turns = messages.flatMap((message) => [...asked(message, byKey), turn(message)]);
  return [`# ${title.trim() || 'Untitled chat'}`, ...(turns.length > 0 ? turns : ['*No messages yet.*'])].join('\n\n---\n\n');
}

/** The chat of a document the reader may read, as Markdown, with the questions of its journey. */
export async function exportChat(ctx: AppContext, ask: Ask, doc: Pick<DocumentRow, 'title' | 'type'>): Promise<string> {
  const chat = await listMessages(ctx, ask);
  const questions = chat.some((message) => message.isQuestion) ? await getJourneyQuestions(ctx.database.db, doc.type) : [];
  return chatToMarkdown(doc.title, chat, questions);
}
