import { Boxes, Plus } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import type { EmptyStateProps } from '@/components/empty-state';
import { EmptyState } from '@/components/empty-state';
import { IconTile } from '@/components/icon-tile';
import { LoadedList } from '@/components/load-states';
import { PageLayout } from '@/components/page-layout';
import { Button } from '@/components/ui/button';
import { useProducts } from '@/features/products/api/get-products';
import { CreateProductDialog } from '@/features/products/components/create-product-dialog';
import { ago } from '@/features/products/lib/relative-time';
import { paths } from '@/lib/paths';

const EMPTY: EmptyStateProps = {
  icon: Boxes,
  title: 'One home per product',
  text: 'No products yet — create one to give your chats shared facts and files.',
  action: { href: paths.newProduct, label: 'Create product', icon: Plus },
};

/** Products: each with its description, opening its page; `?new=1` opens the create dialog. */
export function ProductsPage() {
  const products = useProducts();
  const [location, navigate] = useLocation();
  const creating = new URLSearchParams(useSearch()).has('new');
  const count = products.data?.length;

  return (
    <PageLayout title="Products" subtitle={count === undefined ? null : `${count} ${count === 1 ? 'product' : 'products'}`}>
      {count !== 0 && (
        <div className="mb-6 flex">
          <Button onClick={() => navigate(paths.newProduct)} disabled={!products.data}>
            <Plus aria-hidden="true" />
            New product
          </Button>
        </div>
      )}
      <LoadedList query={products} items={products.data} failed="Could not load your products." empty={<EmptyState {...EMPTY} />}>
        {(list) => (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((product) => (
              <li key={product.id}>
                <Link
                  href={paths.product(product.id)}
                  className="flex h-full flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm transition hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  <span className="flex items-center gap-3">
                    <IconTile icon={Boxes} />
                    <span className="min-w-0 truncate font-semibold">{product.name}</span>
                  </span>
                  <span className="line-clamp-2 text-sm text-muted-foreground">{product.description || 'No description'}</span>
                  <span className="mt-auto pt-2 text-xs text-muted-foreground">Updated {ago(product.updatedAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </LoadedList>
      <CreateProductDialog open={creating} onOpenChange={(open) => navigate(open ? paths.newProduct : location, { replace: true })} />
    </PageLayout>
  );
}
