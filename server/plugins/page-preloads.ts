import { CHAT_PAGE_SIZE } from '../../common/constants';
import { api } from '../../common/contract/api';
import { urlOf } from '../../common/contract/route';

/** Whether replies come from a model or the offline engine: chats and the editor say so. */
const AI_STATUS = urlOf(api.ai.status);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The API reads a page route opens with, for the browser to start as soon as the HTML arrives
 * (`Link: rel=preload`), while the app's code is still downloading: the signed-in user on every
 * page, and the data the opening screen shows first (a chat's document, latest messages and memories,
 * which it waits for; the AI status its header shows). The app's own requests for the same addresses
 * take these answers instead of asking again.
 */
export function pagePreloads(url: string): string[] {
  const [pathname = '/', query = ''] = url.split('?');
  const reads = [urlOf(api.auth.user)];
  const chat = /^\/chat\/([^/]+)$/.exec(pathname)?.[1];
  if (chat && UUID.test(chat)) {
    const id = { id: chat };
    reads.push(
      urlOf(api.documents.one, id),
      urlOf(api.messages.list, id, { limit: CHAT_PAGE_SIZE }),
      urlOf(api.memories.list, id),
      AI_STATUS,
    );
  }
  const documentId = pathname === '/documents' ? new URLSearchParams(query).get('id') : null;
  if (documentId && UUID.test(documentId)) reads.push(urlOf(api.documents.one, { id: documentId }), AI_STATUS);
  if (pathname === '/designs') reads.push(urlOf(api.designs.list));
  return reads;
}

/** The `Link` entries of those reads (credentialed fetches, as the app makes them). */
export const readLinks = (url: string) => pagePreloads(url).map((read) => `<${read}>; rel=preload; as=fetch; crossorigin=use-credentials`);
