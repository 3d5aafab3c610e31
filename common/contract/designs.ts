import { z } from 'zod';
import { messageResponse } from '../auth';
import {
  analyzeDesignResponse,
  designBody,
  designDto,
  designMessageBody,
  designMessageListDto,
  designMessagesDto,
  designSummaryDto,
  listDesignsQuery,
  updateDesignBody,
} from '../designs';
import { editMessageBody, listMessagesQuery, messageParams } from '../documents';
import { patchDocumentBody } from '../ai-models';
import { idParams } from '../text';
import { replyRunRoutes } from './chats';
import { route } from './route';

/** Designs, their reviews and their chats. */
export const designs = {
  list: route({
    method: 'GET',
    path: '/api/designs',
    access: 'user',
    summary: 'Designs, newest first: every one, or those of one product (`productId`, `none` for no product)',
    query: listDesignsQuery,
    responses: { 200: z.array(designSummaryDto) },
  }),
  one: route({
    method: 'GET',
    path: '/api/designs/:id',
    access: 'user',
    summary: 'One design',
    params: idParams,
    responses: { 200: designDto },
  }),
  create: route({
    method: 'POST',
    path: '/api/designs',
    access: 'user',
    summary: 'A new design',
    body: designBody,
    responses: { 201: designDto },
  }),
  update: route({
    method: 'PUT',
    path: '/api/designs/:id',
    access: 'user',
    summary: 'Save a design',
    params: idParams,
    body: updateDesignBody,
    responses: { 200: designDto },
  }),
  patch: route({
    method: 'PATCH',
    path: '/api/designs/:id',
    access: 'user',
    summary:
      "Set the model of the design's chat and reviews (an id of GET /api/ai/models; 400 for another) or move it to one of your products (`productId`, null for none; 400 for another's)",
    params: idParams,
    body: patchDocumentBody,
    responses: { 200: designDto },
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/designs/:id',
    access: 'user',
    summary: 'Delete a design with its chat',
    params: idParams,
    responses: { 200: messageResponse },
  }),
  messages: route({
    method: 'GET',
    path: '/api/designs/:id/messages',
    access: 'user',
    summary: 'The whole chat, or with `limit` / `cursor` one page of it: the latest messages first',
    params: idParams,
    query: listMessagesQuery,
    responses: { 200: designMessagesDto },
  }),
  send: route({
    method: 'POST',
    path: '/api/designs/:id/messages',
    access: 'user',
    summary: "A question and its reply (streamed when the request accepts `text/event-stream`); `role: 'assistant'` saves an analysis",
    params: idParams,
    body: designMessageBody,
    responses: { 200: designMessageListDto },
  }),
  reply: route({
    method: 'POST',
    path: '/api/designs/:id/reply',
    access: 'user',
    summary: 'A new reply to the last, unanswered question (after a failure or a stop)',
    params: idParams,
    responses: { 200: designMessageListDto },
  }),
  edit: route({
    method: 'PUT',
    path: '/api/designs/:id/messages/:messageId',
    access: 'user',
    summary: "Edit a question and send it again: the chat's later messages are deleted, then it is answered as a send",
    params: messageParams,
    body: editMessageBody,
    responses: { 200: designMessageListDto },
  }),
  regenerate: route({
    method: 'POST',
    path: '/api/designs/:id/messages/:messageId/regenerate',
    access: 'user',
    summary: 'A new reply in place of this reply (and of any later messages), written from the chat before it',
    params: messageParams,
    responses: { 200: designMessageListDto },
  }),
  ...replyRunRoutes('/api/designs'),
  continue: route({
    method: 'POST',
    path: '/api/designs/:id/continue',
    access: 'user',
    summary: 'Continue the last reply, which the model stopped at its output cap',
    params: idParams,
    responses: { 200: designMessageListDto },
  }),
  analyze: route({
    method: 'POST',
    path: '/api/analyze-design',
    access: 'user',
    summary:
      "A review of an image (multipart fields `title`, the optional `notes` and `designId`, then `image`), by the saved design's model or the default",
    multipart: { file: 'image' },
    responses: { 200: analyzeDesignResponse },
  }),
};
