import { useId } from 'react';
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
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          value={draft.name}
          onChange={set('name')}
          maxLength={120}
          required
          disabled={disabled}
          placeholder="Acme Payroll"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Input
          id={`${id}-description`}
          value={draft.description}
          onChange={set('description')}
          maxLength={300}
          disabled={disabled}
          placeholder="One line: what it is and for whom"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-instructions`}>Instructions</Label>
        <Textarea
          id={`${id}-instructions`}
          aria-describedby={`${id}-instructions-hint`}
          value={draft.instructions}
          onChange={set('instructions')}
          maxLength={4000}
          disabled={disabled}
          rows={4}
          placeholder="B2B, EU only, we write in British English"
        />
        <p id={`${id}-instructions-hint`} className="text-xs text-muted-foreground">
          Placed in every chat of this product.
        </p>
      </div>
    </div>
  );
}
