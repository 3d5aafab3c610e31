import { z } from 'zod';
import { messageResponse } from '../auth';
import { idParams } from '../text';
import { createdTokenDto, createTokenBody, tokenDto } from '../tokens';
import { route } from './route';

/**
 * Personal access tokens: keys for the API and the MCP server, sent as `Authorization: Bearer`.
 * Managed from a signed-in session only (a token cannot make or revoke tokens).
 */
export const tokens = {
  list: route({
    method: 'GET',
    path: '/api/tokens',
    access: 'user',
    summary: "The signed-in user's personal access tokens, newest first (never their values)",
    responses: { 200: z.array(tokenDto) },
  }),
  create: route({
    method: 'POST',
    path: '/api/tokens',
    access: 'user',
    summary: 'Create a personal access token (`read` or `write`, optional expiry); its value is answered this once only',
    body: createTokenBody,
    responses: { 201: createdTokenDto },
  }),
  revoke: route({
    method: 'DELETE',
    path: '/api/tokens/:id',
    access: 'user',
    summary: 'Revoke a personal access token: it answers 401 from then on',
    params: idParams,
    responses: { 200: messageResponse },
  }),
};
