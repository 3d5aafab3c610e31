import { useId, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** What a product is described by: its name, a one-line description and standing instructions. */
export type ProductDraft = { name: string; description: string; instructions: string };

export const emptyDraft: ProductDraft = { name: '', description: '', instructions: '' };

/** The draft as the server takes it: trimmed. */
export const trimmedDraft = (draft: ProductDraft): ProductDraft => ({
  name: draft.name.trim(),
  description: draft.description.trim(),
  instructions: draft.instructions.trim(),
});

type ProductFieldsProps = { draft: ProductDraft; onChange: (draft: ProductDraft) => void; disabled?: boolean };

/** The name, description and instructions fields, shared by the create dialog and the product page. */
export function ProductFields({ draft, onChange, disabled = false }: ProductFieldsProps) {
  const id = useId();
  const set = (field: keyof ProductDraft) => (event: { target: { value: string } }) => onChange({ ...draft, [field]: event.target.value });
  const field = (name: keyof ProductDraft) => ({ id: `${id}-${name}`, value: draft[name], onChange: set(name), disabled });
  return (
    <div className="grid gap-4">
      <Field label="Name" htmlFor={`${id}-name`}>
        <Input {...field('name')} maxLength={120} required placeholder="Product name" />
      </Field>
      <Field label="Description" htmlFor={`${id}-description`}>
        <Input {...field('description')} maxLength={300} placeholder="One line: what it is and for whom" />
      </Field>
      <Field label="Instructions" htmlFor={`${id}-instructions`} hint="Placed in every chat of this product.">
        <Textarea
          {...field('instructions')}
          aria-describedby={`${id}-instructions-hint`}
          maxLength={4000}
          rows={4}
          placeholder="e.g. B2B, EU only, we write in British English"
        />
      </Field>
    </div>
  );
}

/** A labelled field, with a hint under it (`{htmlFor}-hint`) when it has one. */
function Field({ label, htmlFor, hint, children }: { label: string; htmlFor: string; hint?: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint && (
        <p id={`${htmlFor}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
