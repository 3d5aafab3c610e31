import type { MemoryDto } from '@common/documents';
import { factKey } from '@common/guided-questions';
import type { FactDto } from '@common/products';

/** A fact the chat learned that its product does not hold: a new one, or one whose value differs from the product's `fact`. */
export type FactOffer = { memory: MemoryDto; fact?: FactDto };

const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/** How a dismissed offer is remembered: its key and the value it offered, so a changed value is offered again. */
export const offerId = (memory: Pick<MemoryDto, 'key' | 'value'>) => `${factKey(memory.key)}=${memory.value.trim()}`;

/**
 * What the chat could give its product: each kept memory whose key the product lacks, or holds with
 * another value. A proposal not yet kept is not offered, nor the product's name (the product page
 * renames a product), nor an offer the user has dismissed.
 */
export function factOffers(memories: MemoryDto[], facts: FactDto[], dismissed: ReadonlySet<string> = new Set()): FactOffer[] {
  const byKey = new Map(facts.map((f) => [factKey(f.key), f]));
  return memories.flatMap((memory): FactOffer[] => {
    const key = factKey(memory.key);
    if (memory.proposed || key === 'product_name' || dismissed.has(offerId(memory))) return [];
    const fact = byKey.get(key);
    if (!fact) return [{ memory }];
    return same(fact.value, memory.value) ? [] : [{ memory, fact }];
  });
}
