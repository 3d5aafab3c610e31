import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type RemoveRowButtonProps = {
  /** The button's word, and the dialog's action. */
  label: string;
  /** What it removes, for screen readers: `Revoke Cursor`, `Disconnect GitHub`. */
  ariaLabel: string;
  title: string;
  description: ReactNode;
  icon?: ReactNode;
  pending?: boolean;
  onConfirm: () => void;
};

/** A list row's destructive action (revoke, disconnect), asked about first; a spinner while it runs. */
export function RemoveRowButton({ label, ariaLabel, title, description, icon, pending = false, onConfirm }: RemoveRowButtonProps) {
  return (
    <ConfirmDialog title={title} description={description} confirmLabel={label} onConfirm={onConfirm}>
      <Button
        variant="ghost"
        className="self-start text-destructive hover:bg-destructive/10 hover:text-destructive sm:self-auto"
        disabled={pending}
        aria-label={ariaLabel}
      >
        {pending ? <Spinner aria-hidden="true" /> : icon}
        {label}
      </Button>
    </ConfirmDialog>
  );
}
