import { useQuery } from '@tanstack/react-query';
import { productKnowns, type KnownFact } from '@common/guided-questions';
import { queryFor } from '@/lib/api-client';
import { api, resource } from '@/lib/routes';

const NONE: KnownFact[] = [];

/**
 * What a chat's product already knows for its questionnaire: the product's name and facts. A chat
 * in no product, or one whose transcript the questionnaire does not change, reads nothing.
 */
export function useProductKnowns(productId: string | null | undefined, enabled: boolean) {
  const id = productId ?? '';
  const on = enabled && id !== '';
  const product = useQuery({ ...queryFor(resource(api.products.one, { id })), enabled: on });
  const facts = useQuery({ ...queryFor(resource(api.productFacts.list, { id })), enabled: on });
  if (!on) return { pending: false, known: NONE, productName: undefined };
  // A product that cannot be read (just deleted, or the list failed) asks every question.
  const settled = (product.isSuccess || product.isError) && (facts.isSuccess || facts.isError);
  const name = product.data?.name;
  return {
    pending: !settled,
    known: name ? productKnowns({ name, facts: facts.data ?? [] }) : NONE,
    productName: name,
  };
}
