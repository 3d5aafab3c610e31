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

/** Follows the reply being generated for a chat, or null when none is (`followReply` of the transport). */
export const followReply = async <M>(url: string, signal: AbortSignal) => (await loadReplyTransport()).followReply<M>(url, signal);
