import { productKnowns, type KnownFact } from '@common/guided-questions';
import { useProductMemory } from '@/features/memories/api/product-memory';

const NONE: KnownFact[] = [];

/**
 * What a chat's product already knows for its questionnaire: the product's name and facts. A chat
 * in no product, or one whose transcript the questionnaire does not change, reads nothing; a product
 * that cannot be read asks every question.
 */
export function useProductKnowns(productId: string | null | undefined, enabled: boolean) {
  const { pending, product, facts } = useProductMemory(productId, enabled);
  return {
    pending,
    known: product ? productKnowns({ name: product.name, facts }) : NONE,
    productName: product?.name,
  };
}
