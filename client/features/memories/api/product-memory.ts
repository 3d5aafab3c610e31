import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FactBody, FactDto } from '@common/products';
import { createFact } from '@/features/products/api/create-fact';
import { factsQueryOptions } from '@/features/products/api/get-facts';
import { productQueryOptions } from '@/features/products/api/get-product';
import { refetchFacts } from '@/features/products/api/product-cache';
import { updateFact } from '@/features/products/api/update-fact';

const NO_FACTS: FactDto[] = [];

/**
 * A chat's product as its memory reads it: the product and its facts. A chat in no product, or one
 * that does not need them yet (`enabled` false), reads nothing. A product that cannot be read (just
 * deleted, or a failed call) settles with no product.
 */
export function useProductMemory(productId: string | null | undefined, enabled = true) {
  const id = productId ?? '';
  const on = enabled && id !== '';
  const product = useQuery({ ...productQueryOptions(id), enabled: on });
  const facts = useQuery({ ...factsQueryOptions(id), enabled: on });
  const settled = (product.isSuccess || product.isError) && (facts.isSuccess || facts.isError);
  return {
    pending: on && !settled,
    product: on ? product.data : undefined,
    facts: on ? (facts.data ?? NO_FACTS) : NO_FACTS,
  };
}

/** Gives a fact to the product (a new key), or changes the value of the product's fact `factId`; either way it names the chat it came from. */
export function useGiveFact(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ factId, ...body }: FactBody & { factId?: string }) =>
      factId ? updateFact({ productId, factId, value: body.value, sourceId: body.sourceId }) : createFact({ productId, ...body }),
    onSuccess: () => refetchFacts(queryClient, productId),
  });
}
