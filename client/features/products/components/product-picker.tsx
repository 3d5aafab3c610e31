import { ArrowUpRight, Boxes } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { NativeSelect } from '@/components/ui/native-select';
import { useProducts } from '@/features/products/api/get-products';
import { useMoveItem, type ProductItem } from '@/features/products/api/move-item';
import { failureWithReason } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';

/** The picker's value for "no product". */
const NONE = '';

type ProductPickerProps = ProductItem & {
  /** The product the item is in now; null or undefined: none. */
  productId: string | null | undefined;
  className?: string;
};

/**
 * Which product a chat, document or design belongs to, as a native select (keyboard and phone
 * friendly): picking one moves it there at once, "No product" takes it out; a link opens the
 * product's page. A refused move is toasted and the picker shows where the item still is.
 */
export function ProductPicker({ kind, id, productId, className }: ProductPickerProps) {
  const products = useProducts();
  const move = useMoveItem();
  // The server's answer once moved; until then the item's own.
  const [moved, setMoved] = useState<{ from: string | null; to: string | null } | null>(null);
  const current = moved && moved.from === (productId ?? null) ? moved.to : (productId ?? null);
  if (!products.data) return null;
  const product = products.data.find((p) => p.id === current);

  function pick(value: string) {
    const next = value === NONE ? null : value;
    move.mutate(
      { kind, id, productId: next },
      {
        onSuccess: () => setMoved({ from: productId ?? null, to: next }),
        onError: (error) =>
          toast({
            id: 'move-to-product',
            variant: 'destructive',
            title: 'Not moved',
            description: failureWithReason(error, 'Could not change the product.'),
          }),
      },
    );
  }

  return (
    <span className={cn('inline-flex min-w-0 items-center gap-1.5', className)}>
      <NativeSelect
        label="Product"
        icon={Boxes}
        value={move.isPending ? (move.variables.productId ?? NONE) : (current ?? NONE)}
        disabled={move.isPending}
        onChange={(event) => pick(event.target.value)}
        options={[{ value: NONE, label: 'No product' }, ...products.data.map((p) => ({ value: p.id, label: p.name }))]}
      />
      {product && (
        <Link
          href={paths.product(product.id)}
          aria-label={`Open ${product.name}`}
          title={`Open ${product.name}`}
          className="grid size-7 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <ArrowUpRight className="size-3.5" aria-hidden="true" />
        </Link>
      )}
    </span>
  );
}
