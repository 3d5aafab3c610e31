import type { QueryClient } from '@tanstack/react-query';
import type { ProductDto } from '@common/products';
import { api, resource } from '@/lib/routes';

const list = resource(api.products.list);

/** A created or changed product: its own cache and its row in the list (kept by name) take the server's copy. */
export function storeProduct(queryClient: QueryClient, product: ProductDto) {
  queryClient.setQueryData(resource(api.products.one, { id: product.id }).queryKey, product);
  queryClient.setQueryData<ProductDto[]>(list.queryKey, (products) =>
    products ? [...products.filter((p) => p.id !== product.id), product].sort((a, b) => a.name.localeCompare(b.name)) : products,
  );
  void queryClient.invalidateQueries({ queryKey: list.queryKey, exact: true });
}

/** After a fact changed: the product's facts are read again (their order is the server's, by key). */
export const refetchFacts = (queryClient: QueryClient, productId: string) =>
  queryClient.invalidateQueries({ queryKey: resource(api.productFacts.list, { id: productId }).queryKey });

/** After a file or document was added or removed: the product's knowledge is read again. */
export const refetchKnowledge = (queryClient: QueryClient, productId: string) =>
  queryClient.invalidateQueries({ queryKey: resource(api.productKnowledge.list, { id: productId }).queryKey });
