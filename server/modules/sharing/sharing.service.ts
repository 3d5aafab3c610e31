import { shared } from '../../../common/contract/sharing';
import { urlOf } from '../../../common/contract/route';
import { isEditorDocument } from '../../../common/journeys';
import { SHARE_GONE, type SharedItemDto, type ShareBody, type ShareKind, type ShareLinkDto, sharedPagePath } from '../../../common/sharing';
import type { AppContext } from '../../lib/context';
import { randomToken, sha256 } from '../../lib/crypto';
import { badRequest, notFound, tooMany } from '../../lib/errors';
import type { Ask } from '../../policies/policy';
import { loadDesign } from '../designs/designs.service';
import { loadDocument } from '../documents/documents.service';
import { readFileOf } from '../uploads/uploads.service';
import * as q from './sharing.queries';

/** Reads of shared pages and their files per IP: a reader's page and its images stay far below it. */
export const SHARED_READS_PER_IP = { limit: 300, windowMs: 10 * 60_000 } as const;
export const SHARED_READS_MESSAGE = 'Too many requests for shared pages. Please wait a few minutes.';
export const EXPIRY_IN_PAST = 'expiresAt must be in the future';

/** The item of `kind` that `ask` names, if its actor may share it (its owner); 404 otherwise. */
async function shareableItem(ctx: AppContext, kind: ShareKind, ask: Ask) {
  const item = kind === 'document' ? await loadDocument(ctx, ask, 'share') : await loadDesign(ctx, ask, 'share');
  return { kind, id: item.id, userId: item.userId };
}

const isLive = (row: q.ShareLinkRow, now: Date) => row.revokedAt === null && (row.expiresAt === null || row.expiresAt > now);

function linkDto(ctx: AppContext, origin: string, row: q.ShareLinkRow): ShareLinkDto {
  const token = ctx.sealer.open(row.tokenSealed);
  return {
    token,
    url: `${origin}${sharedPagePath(token)}`,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The item's read-only link: its live one when it has one (one link per item, so a link sent
 * earlier keeps working), else a new one with a fresh random token, kept hashed (and sealed for
 * its owner). An expiry must lie ahead (400, nothing written).
 */
export async function createShare(ctx: AppContext, kind: ShareKind, ask: Ask, body: ShareBody, origin: string) {
  const now = ctx.clock.now();
  const expiresAt = body?.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt <= now) throw badRequest(EXPIRY_IN_PAST);
  const item = await shareableItem(ctx, kind, ask);
  const row = await ctx.database.db.transaction(async (tx) => {
    const current = await q.getUnrevokedLink(tx, item);
    if (current && isLive(current, now)) return current;
    // An expired link gives its place to the new one.
    if (current) await q.revokeLink(tx, item, now);
    const token = randomToken();
    return q.insertLink(tx, {
      tokenHash: sha256(token),
      tokenSealed: ctx.sealer.seal(token),
      kind,
      documentId: kind === 'document' ? item.id : null,
      designId: kind === 'design' ? item.id : null,
      userId: item.userId,
      expiresAt,
      createdAt: now,
    });
  });
  return linkDto(ctx, origin, row);
}

/** The item's live link, or null, for its owner's Share dialog. */
export async function shareState(ctx: AppContext, kind: ShareKind, ask: Ask, origin: string) {
  const item = await shareableItem(ctx, kind, ask);
  const row = await q.getUnrevokedLink(ctx.database.db, item);
  return { link: row && isLive(row, ctx.clock.now()) ? linkDto(ctx, origin, row) : null };
}

/** Revokes the item's link, which stops working at once; nothing to do without one. */
export async function revokeShare(ctx: AppContext, kind: ShareKind, ask: Ask) {
  const item = await shareableItem(ctx, kind, ask);
  const revoked = await q.revokeLink(ctx.database.db, item, ctx.clock.now());
  return { message: revoked ? 'Link revoked: it no longer opens' : 'This item has no share link' };
}

/** Counts a read of a shared page or file against the reader's IP (429 past it). */
export async function countSharedRead(ctx: AppContext, ip: string) {
  if (await ctx.rates.consume({ key: `shared-ip:${ip}`, ...SHARED_READS_PER_IP })) throw tooMany(SHARED_READS_MESSAGE);
}

/** The live link of a token, or the one 404 for an unknown, revoked or expired one. */
async function liveLink(ctx: AppContext, token: string) {
  const row = await q.getLiveLinkByHash(ctx.database.db, sha256(token), ctx.clock.now());
  if (!row) throw notFound(SHARE_GONE);
  const item: q.ShareItem = { kind: row.kind, id: row.documentId ?? row.designId ?? '' };
  return { row, item };
}

const UPLOAD_ADDRESS = /\/uploads\/([A-Za-z0-9_-][A-Za-z0-9._-]*)/g;
/** Where an upload of the shared item is served under its link. */
const sharedFileUrl = (token: string, key: string) => urlOf(shared.file, { token, key });
/** Upload addresses in a shared text, pointed at the link's file route. */
const throughLink = (token: string, text: string) => text.replace(UPLOAD_ADDRESS, (_, key: string) => sharedFileUrl(token, key));

async function sharedMessages(ctx: AppContext, token: string, item: q.ShareItem) {
  const rows = await q.listSharedMessages(ctx.database.db, item);
  return rows.map((m) => ({ role: m.role, text: throughLink(token, m.text), createdAt: m.createdAt.toISOString() }));
}

/**
 * What a share link shows, to anyone holding it: an editor document's sanitized HTML (stored
 * sanitized), a chat's transcript, or a design with its image, notes and review chat. Nothing else
 * of the owner: no e-mail, ids, memories or product facts.
 */
export async function readShared(ctx: AppContext, token: string): Promise<SharedItemDto> {
  const { item } = await liveLink(ctx, token);
  if (item.kind === 'document') {
    const doc = await q.getSharedDocument(ctx.database.db, item.id);
    if (!doc) throw notFound(SHARE_GONE);
    const updatedAt = doc.updatedAt.toISOString();
    if (isEditorDocument(doc)) return { kind: 'document', title: doc.title, content: doc.content, updatedAt };
    return { kind: 'chat', title: doc.title, messages: await sharedMessages(ctx, token, item), updatedAt };
  }
  const design = await q.getSharedDesign(ctx.database.db, item.id);
  if (!design) throw notFound(SHARE_GONE);
  return {
    kind: 'design',
    title: design.title,
    content: design.content,
    imageUrl: design.imageUrl ? throughLink(token, design.imageUrl) : null,
    messages: await sharedMessages(ctx, token, item),
    updatedAt: design.updatedAt.toISOString(),
  };
}

/**
 * An uploaded file of a shared item, through its link: the design's image or an upload its chat
 * shows, uploaded by the item's owner. Any other name answers 404, as does a dead link.
 */
export async function readSharedFile(ctx: AppContext, token: string, key: string) {
  const { row, item } = await liveLink(ctx, token);
  const address = `/uploads/${key}`;
  const design = item.kind === 'design' ? await q.getSharedDesign(ctx.database.db, item.id) : undefined;
  const named = design?.imageUrl === address || (await q.chatNames(ctx.database.db, item, `(${address})`));
  if (!named) throw notFound('File not found');
  return readFileOf(ctx, { userId: row.userId }, key);
}
