import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProductDto, ProductItems } from '@common/products';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteProduct } from '@/features/products/api/delete-product';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';

const CHOICES: { items: ProductItems; label: string; text: string }[] = [
  { items: 'keep', label: 'Move its chats, documents and designs to no product', text: 'Nothing else is lost: they stay in your lists.' },
  { items: 'delete', label: 'Delete them too', text: 'Its chats, documents and designs are deleted for good.' },
];

type DeleteProductDialogProps = { product: ProductDto; onDeleted: () => void };

/**
 * Delete product: its facts and files go with it, and the user must choose what happens to its
 * chats, documents and designs; Delete stays disabled until they have.
 */
export function DeleteProductDialog({ product, onDeleted }: DeleteProductDialogProps) {
  const name = useId();
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<ProductItems | null>(null);
  const remove = useDeleteProduct();

  function confirm() {
    if (!items) return;
    remove.mutate({ id: product.id, items }, { onSuccess: onDeleted });
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setItems(null);
          remove.reset();
        }
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-muted-foreground hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Delete product
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete “{product.name}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Its facts, instructions and files are deleted. What happens to its chats, documents and designs?
          </AlertDialogDescription>
        </AlertDialogHeader>
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
        {remove.isError && (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(remove.error, 'Could not delete the product.')}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={!items || remove.isPending} onClick={confirm}>
            {remove.isPending && <Spinner aria-hidden="true" />}
            Delete product
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
