import { MAX_TOKENS_PER_USER, TOKEN_PREFIX, type CreateTokenBody, type TokenDto, type TokenScope } from '../../../common/tokens';
import type { AppContext } from '../../lib/context';
import { randomToken, sha256 } from '../../lib/crypto';
import { badRequest, forbidden, notFound, tooMany, unauthorized } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { UserRow } from '../auth/auth.queries';
import * as q from './tokens.queries';

/** Requests one token may make per minute, counted in the shared rate-limit store. */
export const TOKEN_REQUESTS_PER_MINUTE = 600;
const RATE_MESSAGE = 'Too many requests with this token: wait a minute and try again';
/** How stale a token's "last used" may grow before a request writes it again. */
const TOUCH_EVERY_MS = 60_000;

export const READ_ONLY_MESSAGE = 'This token is read-only: create a token with the "write" scope to make changes';
export const TOKEN_REFUSED = 'This token is not valid: it may have been revoked or have expired';
const NOT_FROM_TOKEN = 'Tokens are managed from a signed-in session on the Account page, not with a token';

/** The token that signed a request in: its id and scope. */
export type BearerToken = { id: string; scope: TokenScope };

const toDto = (row: q.TokenRow): TokenDto => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Token management needs a session: a leaked token must not be able to mint or revoke others. */
export function refuseTokenCaller(token: BearerToken | null) {
  if (token) throw forbidden(NOT_FROM_TOKEN);
}

export async function listTokens(ctx: AppContext, userId: string) {
  return (await q.listTokensOf(ctx.database.db, userId)).map(toDto);
}

/** Makes a token and answers its value, which is stored only as its SHA-256. */
export async function createToken(ctx: AppContext, userId: string, body: CreateTokenBody) {
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt <= ctx.clock.now()) throw badRequest('expiresAt must be in the future', 'invalid_input');
  const { db } = ctx.database;
  if ((await q.countTokensOf(db, userId)) >= MAX_TOKENS_PER_USER) {
    throw badRequest(`You can hold at most ${MAX_TOKENS_PER_USER} tokens: revoke one first`, 'too_many_tokens');
  }
  const token = `${TOKEN_PREFIX}${randomToken()}`;
  const { id } = await q.insertToken(db, { userId, name: body.name, scope: body.scope, tokenHash: sha256(token), expiresAt });
  return { id, token };
}

export async function revokeToken(ctx: AppContext, userId: string, id: string) {
  if (!isUuid(id) || !(await q.deleteTokenOf(ctx.database.db, userId, id))) throw notFound('No such token');
}

/** The value of an `Authorization: Bearer` header, or null when the request carries none. */
export function bearerOf(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/**
 * The user and token of a bearer token: 401 when it names no live token (unknown, revoked or
 * expired), 429 past the token's rate limit, 403 when a read token asks to write.
 */
export async function resolveBearer(
  ctx: AppContext,
  value: string,
  opts: { writes: boolean },
): Promise<{ user: UserRow; token: BearerToken }> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const row = value.startsWith(TOKEN_PREFIX) ? await q.getTokenWithUser(db, sha256(value)) : undefined;
  if (!row || (row.token.expiresAt && row.token.expiresAt <= now)) throw unauthorized(TOKEN_REFUSED);
  if (await ctx.rates.consume({ key: `token:${row.token.id}`, limit: TOKEN_REQUESTS_PER_MINUTE, windowMs: 60_000 })) {
    throw tooMany(RATE_MESSAGE);
  }
  if (opts.writes && row.token.scope === 'read') throw forbidden(READ_ONLY_MESSAGE);
  if (!row.token.lastUsedAt || now.getTime() - row.token.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await q.touchToken(db, row.token.id, now);
  }
  return { user: row.user, token: { id: row.token.id, scope: row.token.scope } };
}
