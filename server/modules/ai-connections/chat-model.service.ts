import type { PatchDocumentBody } from '../../../common/ai-models';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import type { Ask, Member } from '../../policies/policy';
import { DESIGN_NOT_FOUND, loadDesign, toDesignDto } from '../designs/designs.service';
import { DOCUMENT_NOT_FOUND, loadDocument, toDocumentDto } from '../documents/documents.service';
import { productChoice } from '../products/product-choice';
import { publishMove, teamChoice } from '../teams/teams.service';
import { type ChatSettings, setDesignSettings, setDocumentSettings } from './connections.queries';

export const UNKNOWN_MODEL = 'Pick one of the models listed by GET /api/ai/models';

/** 400 unless `model` is one of the models a chat may pick. */
async function assertListed(ctx: AppContext, model: string) {
  const catalog = await ctx.models.catalog(ctx.database.db);
  if (!catalog.some((m) => m.id === model)) throw badRequest(UNKNOWN_MODEL, 'unknown_model');
}

/**
 * What a `PATCH` asks for, every part checked before anything is written: a listed model, a product of
 * the actor's, a team the actor may put items in.
 */
async function checkedSettings(ctx: AppContext, actor: Member, body: PatchDocumentBody): Promise<ChatSettings> {
  if (body.model !== undefined) await assertListed(ctx, body.model);
  const productId = await productChoice(ctx.database.db, actor, body.productId);
  const teamId = await teamChoice(ctx.database.db, actor, body.teamId);
  return {
    ...(body.model !== undefined ? { model: body.model } : {}),
    ...(productId !== undefined ? { productId } : {}),
    ...(teamId !== undefined ? { teamId } : {}),
  };
}

/** The action a `PATCH` needs: choosing the model is chatting; moving to a product is changing the item; a team, its owner's. */
const actionOf = (body: PatchDocumentBody) => (body.teamId !== undefined ? 'share' : body.productId === undefined ? 'chat' : 'update');

/**
 * The live event of a changed chat or design. A new model leaves the sidebar as it was; a move keeps
 * `updatedAt` as it was, so the event goes without it and every tab reads the item again.
 */
const changed = (entity: 'document' | 'design', row: { id: string; title: string; updatedAt: Date }, body: PatchDocumentBody) => ({
  entity,
  action: 'updated' as const,
  id: row.id,
  title: row.title,
  ...(body.productId !== undefined || body.teamId !== undefined ? {} : { updatedAt: row.updatedAt.toISOString(), touchesSidebar: false }),
});

/**
 * The chat's model (its next reply comes from it) and the product it belongs to, in one statement:
 * 404 unless the actor may change it, 400 for a model not in the list or a product not theirs.
 */
export async function patchChat(ctx: AppContext, ask: Ask, body: PatchDocumentBody) {
  const doc = await loadDocument(ctx, ask, actionOf(body));
  const row = await setDocumentSettings(ctx.database.db, doc.id, await checkedSettings(ctx, ask.actor, body));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  void publishMove(ctx, row, [doc.teamId, row.teamId], changed('document', row, body));
  return toDocumentDto(row);
}

/** A design's model, for its chat's replies and its reviews, and its product: as `patchChat` for a chat. */
export async function patchDesign(ctx: AppContext, ask: Ask, body: PatchDocumentBody) {
  const design = await loadDesign(ctx, ask, actionOf(body));
  const row = await setDesignSettings(ctx.database.db, design.id, await checkedSettings(ctx, ask.actor, body));
  if (!row) throw notFound(DESIGN_NOT_FOUND);
  void publishMove(ctx, row, [design.teamId, row.teamId], changed('design', row, body));
  return toDesignDto(row);
}
