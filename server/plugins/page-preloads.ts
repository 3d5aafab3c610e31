import { CHAT_PAGE_SIZE } from '../../common/constants';

/** Whether replies come from a model or the offline engine: chats and the editor say so. */
const AI_STATUS = '/api/ai/status';

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
  const reads = ['/api/user'];
  const chat = /^\/chat\/([^/]+)$/.exec(pathname)?.[1];
  if (chat && UUID.test(chat)) {
    reads.push(
      `/api/documents/${chat}`,
      `/api/documents/${chat}/messages?limit=${CHAT_PAGE_SIZE}`,
      `/api/documents/${chat}/memories`,
      AI_STATUS,
    );
  }
  const documentId = pathname === '/documents' ? new URLSearchParams(query).get('id') : null;
  if (documentId && UUID.test(documentId)) reads.push(`/api/documents/${documentId}`, AI_STATUS);
  if (pathname === '/designs') reads.push('/api/designs');
  return reads;
}

/** The `Link` entries of those reads (credentialed fetches, as the app makes them). */
export const readLinks = (url: string) => pagePreloads(url).map((read) => `<${read}>; rel=preload; as=fetch; crossorigin=use-credentials`);
