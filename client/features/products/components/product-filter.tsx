import { Boxes } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { NativeSelect } from '@/components/ui/native-select';
import { NO_PRODUCT } from '@common/products';
import { useProducts } from '@/features/products/api/get-products';

/**
 * A list's product filter, kept in the address as `?productId=` (an id, or `none`) beside its other
 * parameters: the filter, the way to change it, and what the list's subtitle says while it filters.
 */
export function useProductFilter() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const productId = new URLSearchParams(search).get('productId') ?? undefined;
  const products = useProducts().data;
  const setProductId = (next: string | undefined) => {
    const params = new URLSearchParams(search);
    if (next) params.set('productId', next);
    else params.delete('productId');
    const query = params.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };
  const name = productId === NO_PRODUCT ? null : products?.find((p) => p.id === productId)?.name;
  const label = productId === undefined ? undefined : productId === NO_PRODUCT ? 'In no product' : name ? `In ${name}` : '';
  return { productId, setProductId, label, products };
}

/** The product names by id, for a list that shows each item's product. */
export function useProductNames(): Map<string, string> {
  const products = useProducts().data ?? [];
  return new Map(products.map((p) => [p.id, p.name]));
}

type ProductFilterProps = { filter: ReturnType<typeof useProductFilter> };

/** All products / No product / each product, as a native select above a list; nothing until the user has a product. */
export function ProductFilter({ filter: { productId, setProductId, products } }: ProductFilterProps) {
  if (!products || (products.length === 0 && productId === undefined)) return null;
  return (
    <div className="mb-6 flex items-center gap-2">
      <NativeSelect
        label="Product"
        icon={Boxes}
        scale="sm"
        value={productId ?? ''}
        onChange={(event) => setProductId(event.target.value || undefined)}
        options={[
          { value: '', label: 'All products' },
          { value: NO_PRODUCT, label: 'No product' },
          ...products.map((p) => ({ value: p.id, label: p.name })),
        ]}
      />
    </div>
  );
}
