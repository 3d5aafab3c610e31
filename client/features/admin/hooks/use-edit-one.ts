import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { serverMessage } from '@/lib/api-client';

type Texts = { saved: string; failed: string };

/**
 * A list edited one item at a time: Edit opens one, Save sends it and on success returns to view
 * (with the toast), Cancel returns without saving.
 */
export function useEditOne<T>(update: UseMutationResult<unknown, Error, T>, keyOf: (item: T) => string, texts: Texts) {
  const [editing, setEditing] = useState<string | null>(null);
  const save = (item: T) =>
    update.mutate(item, {
      onSuccess: () => {
        toast({ id: texts.saved, title: 'Success', description: texts.saved });
        setEditing(null);
      },
      onError: (error) =>
        toast({ id: texts.saved, variant: 'destructive', title: 'Error', description: serverMessage(error, texts.failed) }),
    });
  return {
    /** What each item's block is given. */
    blockProps: (item: T) => ({
      editing: editing === keyOf(item),
      saving: update.isPending,
      onEdit: () => setEditing(keyOf(item)),
      onCancel: () => setEditing(null),
      onSave: save,
    }),
  };
}
