import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_COOKIE } from '../../common/auth';
import type { AppContext } from '../lib/context';
import { unauthorized } from '../lib/errors';
import { resolveSession, SESSION_LIFETIME_MS } from '../modules/auth/auth.service';
import type { UserRow } from '../modules/auth/auth.queries';
import { bearerOf, resolveBearer, type BearerToken } from '../modules/tokens/tokens.service';
import type { Ask } from '../policies/policy';
import { hasBearer } from './security';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    /** The id of the session that signed this request in. */
    sessionId: string | null;
    /** The personal access token that signed this request in (`Authorization: Bearer`), if any. */
    token: BearerToken | null;
  }
}

const secure = (request: FastifyRequest) => request.protocol === 'https';

/** Cookie names carry the `__Host-` prefix whenever the site is served over HTTPS. */
export const cookieName = (request: FastifyRequest, base: 'session' | 'signin') => (secure(request) ? `__Host-ns_${base}` : `ns_${base}`);

/** Where a cookie of the app lives; the session cookie alone is hidden from scripts. */
const cookieOptions = (request: FastifyRequest, maxAgeMs: number) =>
  ({ sameSite: 'lax', path: '/', secure: secure(request), maxAge: Math.floor(maxAgeMs / 1000) }) as const;
const clearOptions = (request: FastifyRequest) => ({ path: '/', secure: secure(request) });

/**
 * Beside the session cookie, the `SIGNED_IN_COOKIE` hint says a session exists (it carries no
 * secret): a visitor's browser then makes no call sure to be refused.
 */
const setHint = (reply: FastifyReply, maxAgeMs: number) => reply.setCookie(SIGNED_IN_COOKIE, '1', cookieOptions(reply.request, maxAgeMs));
const clearHint = (reply: FastifyReply) => reply.clearCookie(SIGNED_IN_COOKIE, clearOptions(reply.request));

export function setCookie(reply: FastifyReply, base: 'session' | 'signin', value: string, maxAgeMs: number) {
  reply.setCookie(cookieName(reply.request, base), value, { ...cookieOptions(reply.request, maxAgeMs), httpOnly: true });
  if (base === 'session') setHint(reply, maxAgeMs);
}

export function clearCookie(reply: FastifyReply, base: 'session' | 'signin') {
  reply.clearCookie(cookieName(reply.request, base), clearOptions(reply.request));
  if (base === 'session') clearHint(reply);
}

/** A page's answer keeps the hint true to the session cookie the browser sent (a session from before the hint gets it). */
export function syncSignedInHint(request: FastifyRequest, reply: FastifyReply) {
  const session = readCookie(request, 'session');
  const hint = request.cookies[SIGNED_IN_COOKIE];
  if (session && !hint) setHint(reply, SESSION_LIFETIME_MS);
  if (!session && hint) clearHint(reply);
}

export const readCookie = (request: FastifyRequest, base: 'session' | 'signin') => request.cookies[cookieName(request, base)];

const READ_METHODS = new Set(['GET', 'HEAD']);

/** Loads the signed-in user of every /api request (or null) and slides the session when it runs low. */
export function registerSession(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('token', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/uploads/')) return;
    // A bearer token alone signs the request in: its cookies, if any, are not read.
    if (hasBearer(request)) {
      const found = await resolveBearer(ctx, bearerOf(request.headers.authorization) ?? '', { writes: !READ_METHODS.has(request.method) });
      request.user = found.user;
      request.token = found.token;
      return;
    }
    const token = readCookie(request, 'session');
    if (!token) return;
    const found = await resolveSession(ctx, token);
    if (!found) {
      clearCookie(reply, 'session');
      return;
    }
    request.user = found.user;
    request.sessionId = found.sessionId;
    if (found.renewedUntil) setCookie(reply, 'session', token, SESSION_LIFETIME_MS);
  });
}

/** The signed-in user inside the handler of a route only users may call. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The document or design named in the path (`:id`) and the signed-in user who asks for it: what services load and authorize. */
export const askOf = (request: FastifyRequest<{ Params: { id: string } }>): Ask => ({
  id: request.params.id,
  actor: currentUser(request),
});
