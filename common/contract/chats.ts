import { messageResponse } from '../auth';
import { stoppedReplyDto } from '../chat-stream';
import {
  analysisDto,
  createMessageBody,
  editMessageBody,
  listMessagesQuery,
  memoryParams,
  messageListDto,
  messageParams,
  messagesDto,
  replyDocumentDto,
  upsertMemoryBody,
} from '../documents';
import { memoryDto } from '../memories';
import { idParams } from '../text';
import { voteBody, voteDto, voteParams } from '../votes';
import { z } from 'zod';
import { route } from './route';

/**
 * A document's chat and memory. Sending a message answers the new messages as JSON, or streams the
 * reply as the AI SDK's UI message stream when the request accepts `text/event-stream`.
 */
export const messages = {
  list: route({
    method: 'GET',
    path: '/api/documents/:id/messages',
    access: 'user',
    summary: 'The whole chat, or with `limit` / `cursor` one page of it: the latest messages first',
    params: idParams,
    query: listMessagesQuery,
    responses: { 200: messagesDto },
  }),
  send: route({
    method: 'POST',
    path: '/api/documents/:id/messages',
    access: 'user',
    summary: 'A message and its reply; a guided answer (`isQuestion`) is saved with no reply',
    params: idParams,
    body: createMessageBody,
    responses: { 200: messageListDto },
  }),
  reply: route({
    method: 'POST',
    path: '/api/documents/:id/reply',
    access: 'user',
    summary: 'A new reply to the last, unanswered message (after a failure or a stop)',
    params: idParams,
    responses: { 200: messageListDto },
  }),
  edit: route({
    method: 'PUT',
    path: '/api/documents/:id/messages/:messageId',
    access: 'user',
    summary: "Edit a user message and send it again: the chat's later messages are deleted, then it is answered as a send",
    params: messageParams,
    body: editMessageBody,
    responses: { 200: messageListDto },
  }),
  regenerate: route({
    method: 'POST',
    path: '/api/documents/:id/messages/:messageId/regenerate',
    access: 'user',
    summary: 'A new reply in place of this assistant reply (and of any later messages), written from the chat before it',
    params: messageParams,
    responses: { 200: messageListDto },
  }),
  vote: route({
    method: 'PUT',
    path: '/api/messages/:messageId/vote',
    access: 'user',
    summary: 'Thumbs up (1) or down (-1) on a reply of your own chat, with an optional comment; 0 clears it',
    params: voteParams,
    body: voteBody,
    responses: { 200: voteDto },
  }),
  ...replyRunRoutes('/api/documents'),
  continue: route({
    method: 'POST',
    path: '/api/documents/:id/continue',
    access: 'user',
    summary: 'Continue the last reply, which the model stopped at its output cap',
    params: idParams,
    responses: { 200: messageListDto },
  }),
  analyze: route({
    method: 'POST',
    path: '/api/documents/:id/feedback',
    access: 'user',
    summary: '"Analyze with AI": the review, saved as assistant messages',
    params: idParams,
    responses: { 200: analysisDto },
  }),
  toDocument: route({
    method: 'POST',
    path: '/api/documents/:id/messages/:messageId/document',
    access: 'user',
    summary: 'An assistant reply as a new editor document (headings, lists, tables and tool results kept), linked back to its chat',
    params: messageParams,
    responses: { 201: replyDocumentDto },
  }),
};

/** A chat's memory: the facts the user stated, by importance. */
export const memories = {
  list: route({
    method: 'GET',
    path: '/api/documents/:id/memories',
    access: 'user',
    summary: "The chat's memory: facts by importance",
    params: idParams,
    responses: { 200: z.array(memoryDto) },
  }),
  save: route({
    method: 'POST',
    path: '/api/documents/:id/memories',
    access: 'user',
    summary: 'Remember a fact (a key already known is replaced)',
    params: idParams,
    body: upsertMemoryBody,
    responses: { 200: memoryDto },
  }),
  forget: route({
    method: 'DELETE',
    path: '/api/documents/:id/memories/:key',
    access: 'user',
    summary: 'Forget a fact',
    params: memoryParams,
    responses: { 200: messageResponse },
  }),
};

/**
 * The reply being generated for a chat (`base` is its owner's collection: documents, designs): follow
 * it, or stop it. A closed tab never stops it; only Stop does.
 */
export function replyRunRoutes<const B extends string>(base: B) {
  return {
    follow: route({
      method: 'GET',
      path: `${base}/:id/reply`,
      access: 'user',
      summary:
        'Follows the reply being generated for the chat, on whichever app server (Server-Sent Events with ids, as sending streams): from its start or after `Last-Event-ID`, live until it ends with the saved messages; 204 when none is',
      params: idParams,
      responses: {},
      answers: 'events',
    }),
    stop: route({
      method: 'DELETE',
      path: `${base}/:id/reply`,
      access: 'user',
      summary: 'Stop: ends the reply being generated for the chat once what came is saved (a closed tab does not stop it)',
      params: idParams,
      responses: { 200: stoppedReplyDto },
    }),
  };
}
