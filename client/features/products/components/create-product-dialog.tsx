import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useCreateProduct } from '@/features/products/api/create-product';
import { emptyDraft, ProductFields, trimmedDraft } from '@/features/products/components/product-fields';
import { serverMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';

type CreateProductDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** New product: name, one-line description and instructions; once created, its page opens. */
export function CreateProductDialog({ open, onOpenChange }: CreateProductDialogProps) {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(emptyDraft);
  const create = useCreateProduct();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = trimmedDraft(draft);
    if (!body.name) return;
    create.mutate(body, {
      onSuccess: (product) => {
        setDraft(emptyDraft);
        onOpenChange(false);
        navigate(paths.product(product.id));
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) create.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>New product</DialogTitle>
            <DialogDescription>Its chats, documents and designs share its facts, files and instructions.</DialogDescription>
          </DialogHeader>
          <ProductFields draft={draft} onChange={setDraft} disabled={create.isPending} />
          {create.isError && (
            <p role="alert" className="text-sm text-destructive">
              {serverMessage(create.error, 'Could not create the product.')}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" disabled={create.isPending || !draft.name.trim()}>
              {create.isPending && <Spinner aria-hidden="true" />}
              Create product
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
