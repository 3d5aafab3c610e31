import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DesignMessageDto } from '@common/designs';
import type { MessageDto } from '@common/documents';
import { queryFor } from '@/lib/api-client';
import { designsApi } from '@/lib/api-routes/designs';
import { documentsApi } from '@/lib/api-routes/documents';
import type { Resource } from '@/lib/api-routes/route';
import { postEventStream, type ServerEvent } from '@/lib/event-stream';

/** A message of any chat: a document's (which also says whether it answers a guided question) or a design's. */
export type ChatMessage = MessageDto | DesignMessageDto;

type OnEvent = (event: ServerEvent) => void;

/**
 * One conversation: where its messages are read, and how a message is sent or a reply retried, both
 * streamed as events `message` (the saved user message), `delta` ({text}), then `done` ({messages})
 * or `error` ({message, status}).
 */
export type Conversation<M extends ChatMessage> = {
  messages: Resource<M[]>;
  send(content: string, signal: AbortSignal, onEvent: OnEvent): Promise<void>;
  retry(signal: AbortSignal, onEvent: OnEvent): Promise<void>;
  /** Continue the last reply, which the model stopped at its length limit. */
  continueReply(signal: AbortSignal, onEvent: OnEvent): Promise<void>;
};

/** The chat of a document: a journey chat, or the editor's Analysis & Chat. */
export const documentConversation = (id: string): Conversation<MessageDto> => ({
  messages: documentsApi.messages(id),
  send: (content, signal, onEvent) => postEventStream(documentsApi.sendMessage(id), { body: { content, isQuestion: false }, signal, onEvent }),
  retry: (signal, onEvent) => postEventStream(documentsApi.reply(id), { signal, onEvent }),
  continueReply: (signal, onEvent) => postEventStream(documentsApi.continueReply(id), { signal, onEvent }),
});

/** The chat about a design. */
export const designConversation = (id: string): Conversation<DesignMessageDto> => ({
  messages: designsApi.messages(id),
  send: (content, signal, onEvent) => postEventStream(designsApi.sendMessage(id), { body: { content }, signal, onEvent }),
  retry: (signal, onEvent) => postEventStream(designsApi.reply(id), { signal, onEvent }),
  continueReply: (signal, onEvent) => postEventStream(designsApi.continueReply(id), { signal, onEvent }),
});

/** Whether the conversation ends with a reply the model stopped at its length limit. */
export const endsCut = (list: readonly ChatMessage[]) => {
  const last = list.at(-1);
  return last?.role === 'assistant' && last.cut === true;
};

/** The conversation, oldest first: stale at once, no refetch on window focus. */
export const conversationQueryOptions = <M extends ChatMessage>(conversation: Conversation<M>) =>
  queryOptions({ ...queryFor(conversation.messages), staleTime: 0, refetchOnWindowFocus: false });

/** The messages of a conversation; nothing is loaded while there is none (a document or design not saved yet). */
export function useConversationMessages<M extends ChatMessage>(conversation: Conversation<M> | null) {
  const options = conversationQueryOptions(conversation ?? (NONE as Conversation<M>));
  return useQuery({ ...options, enabled: conversation !== null });
}

const NONE = documentConversation('');
