import { z } from 'zod';
import { textField } from './text';

/** What a personal access token may do: read (GET and HEAD only), or read and write. */
export const TOKEN_SCOPES = ['read', 'write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const TOKEN_PREFIX = 'nst_';

/** The expiries the Account page offers, in days; `null`: the token lasts until it is revoked. */
export const TOKEN_EXPIRY_DAYS = [30, 90, 365, null] as const;

/** How many live tokens one user may hold. */
export const MAX_TOKENS_PER_USER = 50;

/** `POST /api/tokens`: a name, a scope and an optional expiry (an ISO date-time in the future). */
export const createTokenBody = z.object({
  name: textField('name', 'Give the token a name').trim().min(1, 'Give the token a name').max(100, 'name must be at most 100 characters'),
  scope: z.enum(TOKEN_SCOPES, { error: 'scope must be "read" or "write"' }),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'expiresAt must be an ISO date-time such as 2026-12-31T12:00:00Z' })
    .nullable()
    .optional(),
});
export type CreateTokenBody = z.input<typeof createTokenBody>;

/** A new token: its value is answered this once and never again. */
export const createdTokenDto = z.object({ id: z.string(), token: z.string() });
export type CreatedTokenDto = z.infer<typeof createdTokenDto>;

/** A token as its owner lists it: never its value. */
export const tokenDto = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TokenDto = z.infer<typeof tokenDto>;
