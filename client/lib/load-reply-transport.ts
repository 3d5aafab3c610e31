import { throwIfResNotOk } from '@/lib/api-client';
import type { Action } from '@/lib/routes';

let loading: Promise<typeof import('@/lib/reply-transport')> | null = null;

/**
 * The AI SDK's chat transport, loaded once (its own chunks) whoever asks first: a chat starts it
 * once it has painted, a send waits for it. A failed download is tried again at the next ask.
 */
export function loadReplyTransport() {
  loading ??= import('@/lib/reply-transport').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Sends a chat action and answers the reply's UI message chunks (`streamReply` of the transport). */
export const streamReply = async <M, B>(action: Action<B, unknown>, body: B | undefined, signal: AbortSignal) =>
  (await loadReplyTransport()).streamReply<M, B>(action, body, signal);

/**
 * Follows the reply being generated for a chat (GET of its `…/reply` address): its UI message chunks
 * from its start, or null when none is (204). Asked as a chat opens, so the transport's code is
 * loaded only when there is a reply to read.
 */
export async function followReply<M>(url: string, signal: AbortSignal) {
  const res = await fetch(url, { headers: { Accept: 'text/event-stream' }, credentials: 'include', signal });
  if (res.status === 204 || !res.body) return null;
  await throwIfResNotOk(res);
  return (await loadReplyTransport()).replyChunksOf<M>(res.body);
}
