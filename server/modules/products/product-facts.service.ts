import { isEditorDocument } from '../../../common/journeys';
import { factDto, type FactBody, type UpdateFactBody } from '../../../common/products';
import { toDto } from '../../db/dto-columns';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Ask, Member } from '../../policies/policy';
import { loadDocument } from '../documents/documents.service';
import * as q from './products.queries';
import { loadProduct } from './products.service';
import { publishToItem } from '../teams/teams.service';

const FACT_NOT_FOUND = 'Fact not found';

const toFactDto = toDto(factDto);

/** Where a fact came from: typed by hand, or the actor's chat or document it was learned in (anyone else's is refused). */
async function sourceOf(ctx: AppContext, actor: Member, sourceId: string | null | undefined) {
  if (sourceId === undefined) return {};
  if (sourceId === null) return { source: 'manual' as const, sourceId: null };
  const document = await loadDocument(ctx, { id: sourceId, actor }, 'read').catch((err: unknown) => {
    throw err instanceof AppError && err.status === 404 ? badRequest('sourceId: no such chat or document of yours') : err;
  });
  return { source: isEditorDocument(document) ? ('document' as const) : ('chat' as const), sourceId: document.id };
}

export async function listFacts(ctx: AppContext, ask: Ask) {
  const product = await loadProduct(ctx, ask, 'read');
  return (await q.listFacts(ctx.database.db, product)).map(toFactDto);
}

/** A new fact of the product; a key it already has answers 409 (a fact is never written over silently). */
export async function createFact(ctx: AppContext, ask: Ask, body: FactBody) {
  const product = await loadProduct(ctx, ask, 'update');
  const now = ctx.clock.now();
  const row = await q.insertFact(ctx.database.db, product, {
    key: body.key,
    value: body.value,
    ...(await sourceOf(ctx, ask.actor, body.sourceId)),
    createdAt: now,
    updatedAt: now,
  });
  void publishToItem(ctx, product, { entity: 'product', action: 'updated', id: product.id });
  return toFactDto(row);
}

export async function updateFact(ctx: AppContext, ask: Ask, factId: string, body: UpdateFactBody) {
  const product = await loadProduct(ctx, ask, 'update');
  const row = await q.updateFact(ctx.database.db, product, factId, {
    ...(body.key !== undefined ? { key: body.key } : {}),
    ...(body.value !== undefined ? { value: body.value } : {}),
    ...(await sourceOf(ctx, ask.actor, body.sourceId)),
    updatedAt: ctx.clock.now(),
  });
  if (!row) throw notFound(FACT_NOT_FOUND);
  void publishToItem(ctx, product, { entity: 'product', action: 'updated', id: product.id });
  return toFactDto(row);
}

export async function deleteFact(ctx: AppContext, ask: Ask, factId: string) {
  const product = await loadProduct(ctx, ask, 'update');
  if (!(await q.deleteFact(ctx.database.db, product, factId))) throw notFound(FACT_NOT_FOUND);
  void publishToItem(ctx, product, { entity: 'product', action: 'updated', id: product.id });
}
