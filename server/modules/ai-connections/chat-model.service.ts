import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import type { Ask } from '../../policies/policy';
import { DESIGN_NOT_FOUND, loadDesign, toDesignDto } from '../designs/designs.service';
import { DOCUMENT_NOT_FOUND, loadDocument, toDocumentDto } from '../documents/documents.service';
import { setDesignModel, setDocumentModel } from './connections.queries';

export const UNKNOWN_MODEL = 'Pick one of the models listed by GET /api/ai/models';

/** 400 unless `model` is one of the models a chat may pick. */
async function assertListed(ctx: AppContext, model: string) {
  const catalog = await ctx.models.catalog(ctx.database.db);
  if (!catalog.some((m) => m.id === model)) throw badRequest(UNKNOWN_MODEL, 'unknown_model');
}

/** The chat's model set (404 unless the actor may chat there; 400 for a model not in the list); its next reply comes from it. */
export async function setChatModel(ctx: AppContext, ask: Ask, model: string) {
  const [doc] = await Promise.all([loadDocument(ctx, ask, 'chat'), assertListed(ctx, model)]);
  const row = await setDocumentModel(ctx.database.db, doc.id, model);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  void ctx.events.publish(row.userId, {
    entity: 'document',
    action: 'updated',
    id: row.id,
    title: row.title,
    updatedAt: row.updatedAt.toISOString(),
    touchesSidebar: false,
  });
  return toDocumentDto(row);
}

/** A design's model, for its chat's replies and its reviews (404 unless the actor may chat there; 400 for a model not in the list). */
export async function setDesignChatModel(ctx: AppContext, ask: Ask, model: string) {
  const [design] = await Promise.all([loadDesign(ctx, ask, 'chat'), assertListed(ctx, model)]);
  const row = await setDesignModel(ctx.database.db, design.id, model);
  if (!row) throw notFound(DESIGN_NOT_FOUND);
  const dto = toDesignDto(row);
  void ctx.events.publish(row.userId, { entity: 'design', action: 'updated', id: row.id, title: dto.title, updatedAt: dto.updatedAt });
  return dto;
}
