import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import type { Ask } from '../../policies/policy';
import { DOCUMENT_NOT_FOUND, loadDocument, toDocumentDto } from '../documents/documents.service';
import { setDocumentModel } from './connections.queries';

export const UNKNOWN_MODEL = 'Pick one of the models listed by GET /api/ai/models';

/** The chat's model set (404 unless the actor may chat there; 400 for a model not in the list); its next reply comes from it. */
export async function setChatModel(ctx: AppContext, ask: Ask, model: string) {
  const [doc, catalog] = await Promise.all([loadDocument(ctx, ask, 'chat'), ctx.models.catalog(ctx.database.db)]);
  if (!catalog.some((m) => m.id === model)) throw badRequest(UNKNOWN_MODEL, 'unknown_model');
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
