import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DesignMessageDto } from '@common/designs';
import { CHAT_PAGE_SIZE } from '@common/constants';
import type { MessageDto } from '@common/documents';
import type { Page } from '@common/pages';
import { apiGet, apiSend } from '@/lib/api-client';
import { loadedMessages, type ChatPages } from '@/lib/chat-cache';
import { followReply, streamReply } from '@/lib/load-reply-transport';
import type { ReplyChunk } from '@/lib/reply-transport';
import { action, api, paged, resource, type PagedResource } from '@/lib/routes';

/** A message of any chat: a document's (which also says whether it answers a guided question) or a design's. */
export type ChatMessage = MessageDto | DesignMessageDto;

type Reply<M> = Promise<ReadableStream<ReplyChunk<M>>>;

/**
 * One conversation: where its messages are read (a page at a time, the latest first), and how a
 * message is sent, a reply retried or continued, each answered as the AI SDK's UI message chunks:
 * the reply's text, `data-user-message` (the saved user message), `data-saved-messages`, or `error`.
 */
export type Conversation<M extends ChatMessage> = {
  messages: PagedResource<Page<M>>;
  send(content: string, signal: AbortSignal): Reply<M>;
  retry(signal: AbortSignal): Reply<M>;
  /** Continue the last reply, which the model stopped at its length limit. */
  continueReply(signal: AbortSignal): Reply<M>;
  /** Edit a user message and send it again (the later messages are replaced), where the chat allows it. */
  edit?(messageId: string, content: string, signal: AbortSignal): Reply<M>;
  /** Write a reply again (it and the later messages are replaced), where the chat allows it. */
  regenerate?(messageId: string, signal: AbortSignal): Reply<M>;
  /** The reply being generated on the server (after a reload, a dropped connection), from its start; null when none is. */
  follow(signal: AbortSignal): Promise<ReadableStream<ReplyChunk<M>> | null>;
  /** Stop: the server ends the reply and saves what came; a closed tab never stops it. */
  stop(): Promise<unknown>;
};

/** The chat of a document: a journey chat, or the editor's Analysis & Chat. */
export const documentConversation = (id: string): Conversation<MessageDto> => ({
  messages: paged(api.messages.list, { id }),
  send: (content, signal) => streamReply(action(api.messages.send, { id }), { content, isQuestion: false }, signal),
  retry: (signal) => streamReply(action(api.messages.reply, { id }), undefined, signal),
  continueReply: (signal) => streamReply(action(api.messages.continue, { id }), undefined, signal),
  edit: (messageId, content, signal) => streamReply(action(api.messages.edit, { id, messageId }), { content }, signal),
  regenerate: (messageId, signal) => streamReply(action(api.messages.regenerate, { id, messageId }), undefined, signal),
  follow: (signal) => followReply<MessageDto>(resource(api.messages.follow, { id }).url, signal),
  stop: () => apiSend(action(api.messages.stop, { id })),
});

/** The chat about a design. */
export const designConversation = (id: string): Conversation<DesignMessageDto> => ({
  messages: paged(api.designs.messages, { id }),
  send: (content, signal) => streamReply(action(api.designs.send, { id }), { content }, signal),
  retry: (signal) => streamReply(action(api.designs.reply, { id }), undefined, signal),
  continueReply: (signal) => streamReply(action(api.designs.continue, { id }), undefined, signal),
  edit: (messageId, content, signal) => streamReply(action(api.designs.edit, { id, messageId }), { content }, signal),
  regenerate: (messageId, signal) => streamReply(action(api.designs.regenerate, { id, messageId }), undefined, signal),
  follow: (signal) => followReply<DesignMessageDto>(resource(api.designs.follow, { id }).url, signal),
  stop: () => apiSend(action(api.designs.stop, { id })),
});

/** Whether the conversation ends with a reply the model stopped at its length limit. */
export const endsCut = (list: readonly ChatMessage[]) => {
  const last = list.at(-1);
  return last?.role === 'assistant' && last.cut === true;
};

/**
 * The conversation, its latest page first and earlier pages as they are asked for (`fetchNextPage`):
 * stale at once, no refetch on window focus.
 */
export const conversationQueryOptions = <M extends ChatMessage>(conversation: Conversation<M>) =>
  infiniteQueryOptions({
    queryKey: conversation.messages.queryKey,
    queryFn: ({ pageParam, signal }) => apiGet(conversation.messages.page(CHAT_PAGE_SIZE, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: Page<M>) => page.nextCursor,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/**
 * The loaded messages of a conversation, oldest first (`hasNextPage`: earlier ones remain); nothing
 * is loaded while there is none (a document or design not saved yet). `refetchOnMount: false`: this
 * reader takes what another, mounted before it, has read.
 */
export function useConversationMessages<M extends ChatMessage>(conversation: Conversation<M> | null, { refetchOnMount = true } = {}) {
  const options = conversationQueryOptions(conversation ?? (NONE as Conversation<M>));
  return useInfiniteQuery({
    ...options,
    select: loadedMessages<M> as (data: ChatPages<M>) => M[],
    enabled: conversation !== null,
    refetchOnMount,
  });
}

const NONE = documentConversation('');
