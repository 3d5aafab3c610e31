import { MEMORY_IMPORTANCE } from '../../../common/constants';
import type { MemoryDto, UpsertMemoryBody } from '../../../common/documents';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { Ask } from '../../policies/policy';
import { loadDocument } from '../documents/documents.service';
import * as q from './memories.queries';
import { publishToItem } from '../teams/teams.service';

const toDto = (r: q.MemoryRow): MemoryDto => ({ id: r.id, key: r.key, value: r.value, importance: r.importance, proposed: r.proposed });

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
  void publishToItem(ctx, doc, { entity: 'memory', action: 'updated', id: row.id, parentId: doc.id });
  return toDto(row);
}

export async function forgetFact(ctx: AppContext, ask: Ask, memoryKey: string) {
  const doc = await loadDocument(ctx, ask, 'chat');
  if (!(await q.deleteMemory(ctx.database.db, { documentId: doc.id, key: memoryKey }))) throw notFound('Memory not found');
  void publishToItem(ctx, doc, { entity: 'memory', action: 'deleted', id: memoryKey, parentId: doc.id });
}

/** A key for a fact in the model's words: `noted_` and its first words ("noted_pricing_is_per_seat"). */
export function keyOfFact(fact: string): string {
  const slug = fact
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 57)
    .replace(/_+$/, '');
  return `noted_${slug || 'fact'}`;
}

/**
 * A fact the model proposes for the document's chat: listed in "What I remember" as proposed until the
 * user keeps it (saves it) or drops it (forgets it). Undefined when the chat already holds that key.
 */
export async function proposeFact(ctx: AppContext, ask: Ask, fact: string) {
  const doc = await loadDocument(ctx, ask, 'chat');
  const row = await q.proposeMemory(ctx.database.db, { documentId: doc.id, key: keyOfFact(fact), value: fact, importance: 1 });
  if (!row) return undefined;
  void publishToItem(ctx, doc, { entity: 'memory', action: 'updated', id: row.id, parentId: doc.id });
  return toDto(row);
}
