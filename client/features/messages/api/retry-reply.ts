import { postEventStream, type ServerEvent } from '@/lib/event-stream';

/** A new, streamed reply to the last unanswered user message (after a failed or stopped one). */
export const streamRetryReply = (documentId: string, signal: AbortSignal, onEvent: (event: ServerEvent) => void) =>
  postEventStream(`/api/documents/${encodeURIComponent(documentId)}/reply`, { signal, onEvent });
