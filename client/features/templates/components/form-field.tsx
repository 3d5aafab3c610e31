import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

type FormFieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** The control, given `id`, `aria-invalid` and `aria-describedby` by the caller. */
  children: ReactNode;
};

const errorIdOf = (id: string) => `${id}-error`;

/** The attributes that tie a control to its label and its validation message. */
export const controlProps = (id: string, error: string | undefined, required = false) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorIdOf(id) : undefined,
  'aria-required': required || undefined,
});

/** A labelled form control with its validation message under it. */
export function FormField({ id, label, required, error, hint, children }: FormFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      {children}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      {error && (
        <p id={errorIdOf(id)} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
