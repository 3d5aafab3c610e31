import { useSearch } from 'wouter';
import { useProducts } from '@/features/products/api/get-products';

/**
 * The product a new chat starts in: home's `?product=<id>` (a product page's New chat), while it is
 * one of the user's products. Undefined otherwise: the chat starts in no product.
 */
export function useChosenProduct() {
  const wanted = new URLSearchParams(useSearch()).get('product');
  const products = useProducts({ enabled: wanted !== null });
  return wanted ? products.data?.find((p) => p.id === wanted) : undefined;
}
