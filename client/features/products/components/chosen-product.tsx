import { Boxes, X } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { useChosenProduct } from '@/features/products/hooks/use-chosen-product';
import { paths } from '@/lib/paths';

/** Home's note that the chat about to start belongs to a product, with the way back to none. */
export function ChosenProduct() {
  const product = useChosenProduct();
  if (!product) return null;
  return (
    <p
      role="status"
      className="mx-auto flex w-fit max-w-full items-center gap-2 rounded-full border bg-card py-1 pr-1 pl-3 text-sm text-muted-foreground"
    >
      <Boxes className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">
        New chat in{' '}
        <Link href={paths.product(product.id)} className="font-medium text-foreground underline-offset-2 hover:underline">
          {product.name}
        </Link>
      </span>
      <Link
        href={paths.home}
        aria-label="Start it in no product"
        title="Start it in no product"
        className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'size-7 rounded-full' })}
      >
        <X aria-hidden="true" />
      </Link>
    </p>
  );
}
