import type { MessageDto } from '@common/documents';
import { apiRequest } from '@/lib/api-client';
import { postEventStream, type ServerEvent } from '@/lib/event-stream';

const messagesUrl = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}/messages`;

/** A guided-questionnaire answer (isQuestion): the server saves it and answers [user], with no AI reply. */
export const sendAnswer = (documentId: string, content: string) =>
  apiRequest<MessageDto[]>('POST', messagesUrl(documentId), { content, isQuestion: true });

/**
 * A chat message with a streamed reply: events `message` (the saved user message), `delta` ({text}),
 * then `done` ({messages}) or `error` ({message, status}).
 */
export const streamMessage = (
  documentId: string,
  content: string,
  signal: AbortSignal,
  onEvent: (event: ServerEvent) => void,
) => postEventStream(messagesUrl(documentId), { body: { content, isQuestion: false }, signal, onEvent });
