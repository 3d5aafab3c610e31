import type { MessageDto } from '../../../common/documents';
import type { MessagePart } from '../../../common/messages';
import { replyMarkdown } from '../../../common/reply-document';
import type { AppContext } from '../../lib/context';
import type { Ask } from '../../policies/policy';
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

function turn(message: MessageDto): string {
  const parts = message.parts ?? [];
  const files = attachments(parts);
  const cited = sources(parts);
  return [
    `**${SPEAKERS[message.role]}** · ${timeOf(message.createdAt)}`,
    body(message).trim(),
    files.length > 0 ? `*Attached: ${files.join(', ')}*` : '',
    cited.length > 0 ? ['Sources:', ...cited].join('\n') : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * A whole chat as Markdown: its title, then each turn under "**You**" or "**Northstar**" with its
 * time; replies keep their Markdown (tool calls as blocks) and list their sources; files are named.
 */
export function chatToMarkdown(title: string, messages: MessageDto[]): string {
  const turns = messages.map(turn);
  return [`# ${title.trim() || 'Untitled chat'}`, ...(turns.length > 0 ? turns : ['*No messages yet.*'])].join('\n\n---\n\n');
}

/** The chat of a document the reader may read, as Markdown. */
export async function exportChat(ctx: AppContext, ask: Ask, title: string): Promise<string> {
  return chatToMarkdown(title, await listMessages(ctx, ask));
}
