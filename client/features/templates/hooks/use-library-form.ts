import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { dismissToast, toast } from '@/lib/toast';
import { fieldErrors } from '@/features/templates/lib/field-errors';
import { serverMessage } from '@/lib/api-client';

type LibraryFormOptions<Body> = {
  /** The shared schema the server validates with: its messages show under each field. */
  schema: z.ZodType<Body>;
  create: UseMutationResult<unknown, Error, Body>;
  update: UseMutationResult<unknown, Error, Body & { id: string }>;
  /** The item edited; without one the form creates. */
  existingId?: string;
  /** 'Section' or 'Template', for the toasts. */
  noun: string;
  onDone: () => void;
};

/**
 * The submit of a template-library form: checked against the shared schema (each field's error kept
 * to show under it), then created or updated, with the success or failure toast.
 */
export function useLibraryForm<Body>({ schema, create, update, existingId, noun, onDone }: LibraryFormOptions<Body>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pending = create.isPending || update.isPending;

  function submit(input: unknown) {
    const parsed = schema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const verb = existingId ? 'update' : 'create';
    const id = `${verb}-${noun}`;
    const handlers = {
      onSuccess: () => {
        // An update shows in the list itself: only a creation has its toast (the spec's texts).
        if (existingId) dismissToast(id);
        else toast({ id, title: 'Success', description: `${noun} created successfully` });
        onDone();
      },
      onError: (error: Error) =>
        toast({
          id,
          variant: 'destructive',
          title: `Failed to ${verb} ${noun.toLowerCase()}`,
          description: serverMessage(error, 'Please try again.'),
        }),
    };
    if (existingId) update.mutate({ id: existingId, ...parsed.data }, handlers);
    else create.mutate(parsed.data, handlers);
  }

  return { errors, pending, submit };
}
