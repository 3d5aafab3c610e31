import { messageResponse } from '../auth';
import { shareBody, sharedFileParams, sharedItemDto, sharedParams, shareLinkDto, shareStateDto } from '../sharing';
import { idParams } from '../text';
import { route } from './route';

/** The three routes of an item's share link, under its own address (`/api/documents`, `/api/designs`). */
const shareRoutes = <const P extends string>(base: P, item: string) => ({
  create: route({
    method: 'POST',
    path: `${base}/:id/share`,
    access: 'user',
    summary: `A read-only link to one of your ${item}s (\`expiresAt\` optional, in the future): its live link when it has one`,
    params: idParams,
    body: shareBody,
    responses: { 200: shareLinkDto },
  }),
  link: route({
    method: 'GET',
    path: `${base}/:id/share`,
    access: 'user',
    summary: `The ${item}'s live share link, or null`,
    params: idParams,
    responses: { 200: shareStateDto },
  }),
  revoke: route({
    method: 'DELETE',
    path: `${base}/:id/share`,
    access: 'user',
    summary: `Revoke the ${item}'s share link: it stops working at once (a no-op without one)`,
    params: idParams,
    responses: { 200: messageResponse },
  }),
});

/** Share links of documents and chats (chats are documents). */
export const documentShares = shareRoutes('/api/documents', 'document or chat');

/** Share links of designs. */
export const designShares = shareRoutes('/api/designs', 'design');

/** What a share link shows, to anyone holding it: no session needed; 404 once revoked or expired. */
export const shared = {
  read: route({
    method: 'GET',
    path: '/api/shared/:token',
    access: 'public',
    summary: 'The shared document, chat or design, read-only; 404 for an unknown, revoked or expired link alike',
    params: sharedParams,
    responses: { 200: sharedItemDto },
  }),
  file: route({
    method: 'GET',
    path: '/api/shared/:token/files/:key',
    access: 'public',
    summary: 'An uploaded file the shared item shows (its image, a chat upload), through the link only',
    params: sharedFileParams,
    responses: {},
    answers: 'file',
  }),
};
