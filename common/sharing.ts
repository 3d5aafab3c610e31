import { z } from 'zod';
import { textField } from './text';

/** What can be shared by link: a document (an editor document or a chat) or a design. */
export const SHARE_KINDS = ['document', 'design'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** The expiries the Share dialog offers, in days; `null`: the link lasts until it is revoked. */
export const SHARE_EXPIRY_DAYS = [null, 1, 7, 30] as const;

/** `POST …/share`: an optional expiry, an ISO date-time in the future. */
export const shareBody = z
  .object({
    expiresAt: z.iso
      .datetime({ offset: true, error: 'expiresAt must be an ISO date-time such as 2026-12-31T12:00:00Z' })
      .nullable()
      .optional(),
  })
  .optional();
export type ShareBody = z.input<typeof shareBody>;

/** A live share link, as its owner sees it: the token only in its address. */
export const shareLinkDto = z.object({
  token: z.string(),
  url: z.string(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ShareLinkDto = z.infer<typeof shareLinkDto>;

/** `GET …/share`: the item's live link, or null when it has none. */
export const shareStateDto = z.object({ link: shareLinkDto.nullable() });
export type ShareStateDto = z.infer<typeof shareStateDto>;

/** A token in a path: any text; one that names no live link answers 404 like a revoked one. */
export const sharedParams = z.object({ token: textField('token').max(200, 'token is too long') });
export const sharedFileParams = sharedParams.extend({ key: textField('key').max(200, 'key is too long') });

/** A message of a shared chat: who wrote it and its text (Markdown), nothing the model was given beside it. */
export const sharedMessageDto = z.object({ role: z.enum(['user', 'assistant']), text: z.string(), createdAt: z.string() });
export type SharedMessageDto = z.infer<typeof sharedMessageDto>;

/**
 * What a share link shows, read-only, and nothing else of its owner: an editor document's sanitized
 * HTML, a chat's transcript, or a design's image, notes and review chat. Uploaded files are named by
 * addresses under the link (`/api/shared/<token>/files/<name>`).
 */
export const sharedItemDto = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('document'), title: z.string(), content: z.string(), updatedAt: z.string() }),
  z.object({ kind: z.literal('chat'), title: z.string(), messages: z.array(sharedMessageDto), updatedAt: z.string() }),
  z.object({
    kind: z.literal('design'),
    title: z.string(),
    content: z.string(),
    imageUrl: z.string().nullable(),
    messages: z.array(sharedMessageDto),
    updatedAt: z.string(),
  }),
]);
export type SharedItemDto = z.infer<typeof sharedItemDto>;

/** The one answer for a token that is unknown, revoked or expired. */
export const SHARE_GONE = 'This link is no longer available';

/** Where the pages of share links live: `/s/<token>`. */
export const SHARED_PAGE_PREFIX = '/s/';
export const SHARED_PAGE_PATTERN = '/s/:token';
/** The page a share link opens. */
export const sharedPagePath = (token: string) => `${SHARED_PAGE_PREFIX}${encodeURIComponent(token)}`;
