import { useState, type FormEvent } from 'react';
import type { ProductDto } from '@common/products';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateProduct } from '@/features/products/api/update-product';
import { ProductFields, trimmedDraft, type ProductDraft } from '@/features/products/components/product-fields';
import { ProductSection } from '@/features/products/components/product-section';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const draftOf = ({ name, description, instructions }: ProductDto): ProductDraft => ({ name, description, instructions });

/** The product's name, description and instructions, saved together when changed. */
export function ProductDetails({ product }: { product: ProductDto }) {
  const [draft, setDraft] = useState(() => draftOf(product));
  const update = useUpdateProduct();
  const body = trimmedDraft(draft);
  const changed = (Object.keys(body) as (keyof ProductDraft)[]).filter((field) => body[field] !== product[field]);

  function save(event: FormEvent) {
    event.preventDefault();
    if (!body.name || changed.length === 0) return;
    update.mutate(
      { id: product.id, ...Object.fromEntries(changed.map((field) => [field, body[field]])) },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          toast({ id: 'product-details', title: 'Product saved' });
        },
      },
    );
  }

  return (
    <ProductSection title="Details" description="How chats of this product know it.">
      <form onSubmit={save} className="grid gap-4">
        <ProductFields draft={draft} onChange={setDraft} disabled={update.isPending} />
        {update.isError && (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(update.error, 'Could not save the product.')}
          </p>
        )}
        <div className="flex justify-end gap-2">
          {changed.length > 0 && (
            <Button type="button" variant="ghost" onClick={() => setDraft(draftOf(product))} disabled={update.isPending}>
              Discard
            </Button>
          )}
          <Button type="submit" disabled={update.isPending || changed.length === 0 || !body.name}>
            {update.isPending && <Spinner aria-hidden="true" />}
            Save changes
          </Button>
        </div>
      </form>
    </ProductSection>
  );
}
