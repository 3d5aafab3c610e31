import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProductDto, ProductItems } from '@common/products';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteProduct } from '@/features/products/api/delete-product';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';

const CHOICES: { items: ProductItems; label: string; text: string }[] = [
  { items: 'keep', label: 'Move its chats, documents and designs to no product', text: 'Nothing else is lost: they stay in your lists.' },
  { items: 'delete', label: 'Delete them too', text: 'Its chats, documents and designs are deleted for good.' },
];

type DeleteProductDialogProps = { product: ProductDto; onDeleted: () => void };

/**
 * Delete product: its facts and files go with it, and the user must choose what happens to its
 * chats, documents and designs; Delete product stays disabled until they have.
 */
export function DeleteProductDialog({ product, onDeleted }: DeleteProductDialogProps) {
  const name = useId();
  const [items, setItems] = useState<ProductItems | null>(null);
  const remove = useDeleteProduct();

  function confirm() {
    if (!items) return;
    remove.mutate(
      { id: product.id, items },
      {
        onSuccess: onDeleted,
        onError: (error) =>
          toast({
            id: 'delete-product',
            variant: 'destructive',
            title: 'Error',
            description: serverMessage(error, 'Could not delete the product.'),
          }),
      },
    );
  }

  const choices = (
    <fieldset className="grid gap-2">
      <legend className="sr-only">Its chats, documents and designs</legend>
      {CHOICES.map((choice) => (
        <label
          key={choice.items}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/50',
            items === choice.items && 'border-primary bg-accent/50',
          )}
        >
          <input
            type="radio"
            name={name}
            value={choice.items}
            checked={items === choice.items}
            onChange={() => setItems(choice.items)}
            aria-labelledby={`${name}-${choice.items}`}
            aria-describedby={`${name}-${choice.items}-text`}
            className="mt-0.5 accent-primary"
          />
          <span>
            <span id={`${name}-${choice.items}`} className="block font-medium">
              {choice.label}
            </span>
            <span id={`${name}-${choice.items}-text`} className="block text-muted-foreground">
              {choice.text}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );

  return (
    <ConfirmDialog
      title={`Delete “${product.name}”?`}
      description="Its facts, instructions and files are deleted. What happens to its chats, documents and designs?"
      body={choices}
      confirmLabel="Delete product"
      confirmDisabled={!items}
      onConfirm={confirm}
      onOpenChange={(open) => !open && setItems(null)}
    >
      <Button variant="outline" size="sm" disabled={remove.isPending} className="text-muted-foreground hover:text-destructive">
        <Trash2 aria-hidden="true" />
        Delete product
      </Button>
    </ConfirmDialog>
  );
}
