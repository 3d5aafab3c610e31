import type { Memory, ProductBrief } from '../../ai/types';

/** A product as its chats read it: its name, instructions and facts (`null` for a chat in no product). */
export type ProductContextRow = (ProductBrief & { facts: { key: string; value: string }[] }) | null;

/**
 * What a chat in a product knows: its own memories first, then each product fact the chat has not
 * said otherwise, so a new chat of the product starts knowing them and a chat's own answer wins.
 */
export function withProductFacts(memories: Memory[], product: ProductContextRow): Memory[] {
  if (!product) return memories;
  const known = new Set(memories.map((m) => m.key));
  return [...memories, ...product.facts.filter((f) => !known.has(f.key)).map((f) => ({ key: f.key, value: f.value, importance: 1 }))];
}

/** The product's name and instructions for the request, or nothing for a chat in no product. */
export const productBrief = (product: ProductContextRow): ProductBrief | undefined =>
  product ? { name: product.name, instructions: product.instructions } : undefined;
