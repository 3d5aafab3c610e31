import type { Attachment } from '../../ai/content-parts';
import type { ChatTurn } from '../../ai/types';
import type { AppContext } from '../../lib/context';
import { keptFileText } from '../uploads/file-text';
import { isFileOf } from '../uploads/uploads.service';

/** The message the chat sends after a file upload: `[Uploaded file: name](/uploads/key)`. */
const UPLOAD_LINK = /\[Uploaded file: ([^\]\n]*)\]\(\/uploads\/([0-9a-f-]{36}\.[a-z0-9]+)\)/g;
/** The most recent files whose text a request carries. */
const MAX_ATTACHMENTS = 10;

const NO_TEXT: Record<string, string> = {
  scanned: '[Northstar could not read this file: it is a PDF without a text layer (scanned). Tell the user if the answer needs it.]',
  unreadable: '[Northstar could not read the text of this file.]',
};

/**
 * The files attached in the user's messages, with the text read from them on upload. Only the user's
 * own uploads are read: a link to another account's file gives nothing.
 */
export async function chatAttachments(ctx: AppContext, userId: string, history: ChatTurn[]): Promise<Attachment[]> {
  const links = new Map<string, string>();
  for (const turn of history) {
    if (turn.role !== 'user' || !turn.content.includes('[Uploaded file: ')) continue;
    for (const [, name = '', key = ''] of turn.content.matchAll(UPLOAD_LINK)) {
      links.delete(key);
      links.set(key, name.trim());
    }
  }
  const latest = [...links].slice(-MAX_ATTACHMENTS);
  const read = await Promise.all(
    latest.map(async ([storageKey, name]) => {
      if (!(await isFileOf(ctx, { userId }, storageKey))) return undefined;
      const kept = await keptFileText(ctx, storageKey);
      if (!kept) return undefined;
      return { name, text: kept.status === 'read' ? kept.text : (NO_TEXT[kept.status] ?? '') };
    }),
  );
  return read.filter((a): a is Attachment => a !== undefined);
}
