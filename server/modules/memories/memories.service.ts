import { MEMORY_IMPORTANCE } from '../../../common/constants';
import type { MemoryDto, UpsertMemoryBody } from '../../../common/documents';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Ask } from '../../policies/policy';
import { loadDocument } from '../documents/documents.service';
import * as q from './memories.queries';

const toDto = (r: q.MemoryRow): MemoryDto => ({ id: r.id, key: r.key, value: r.value, importance: r.importance });

/** The document's remembered facts, most important first. */
export async function listMemories(ctx: AppContext, ask: Ask) {
  const doc = await loadDocument(ctx, ask, 'read');
  return (await q.listMemories(ctx.database.db, { documentId: doc.id })).map(toDto);
}

export async function rememberFact(ctx: AppContext, ask: Ask, body: UpsertMemoryBody) {
  const doc = await loadDocument(ctx, ask, 'chat');
  // Own keys only: a key named like an Object property ('constructor') has no importance of its own.
  const known = Object.hasOwn(MEMORY_IMPORTANCE, body.key) ? MEMORY_IMPORTANCE[body.key as keyof typeof MEMORY_IMPORTANCE] : undefined;
  const importance = body.importance ?? known ?? 1;
  const row = await q.upsertMemory(ctx.database.db, {
    documentId: doc.id,
    key: body.key,
    value: body.value,
    importance,
    now: ctx.clock.now(),
  });
  void ctx.events.publish(doc.userId, { entity: 'memory', action: 'updated', id: row.id, parentId: doc.id });
  return toDto(row);
}

export async function forgetFact(ctx: AppContext, ask: Ask, memoryKey: string) {
  const doc = await loadDocument(ctx, ask, 'chat');
  if (!(await q.deleteMemory(ctx.database.db, { documentId: doc.id, key: memoryKey }))) throw notFound('Memory not found');
  void ctx.events.publish(doc.userId, { entity: 'memory', action: 'deleted', id: memoryKey, parentId: doc.id });
}
