import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';

type ConfirmDialogProps = {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** What the dialog asks beyond its description (a choice to make), between it and the buttons. */
  body?: ReactNode;
  /** The action waits for that choice. */
  confirmDisabled?: boolean;
  /** Other ways out besides Cancel and the action, shown between them; each closes the dialog. */
  choices?: { label: string; onSelect: () => void }[];
  className?: string;
  /** The button that opens the dialog; without one, `open` and `onOpenChange` control it. */
  children?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** Asks before something that cannot be undone (or loses work): Cancel, the action, or another choice. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  body,
  confirmDisabled = false,
  choices = [],
  className,
  children,
  open,
  onOpenChange,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {children && <AlertDialogTrigger asChild>{children}</AlertDialogTrigger>}
      <AlertDialogContent className={className}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {body}
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          {choices.map((choice) => (
            <AlertDialogAction key={choice.label} className={buttonVariants({ variant: 'outline' })} onClick={choice.onSelect}>
              {choice.label}
            </AlertDialogAction>
          ))}
          <AlertDialogAction onClick={onConfirm} disabled={confirmDisabled}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

type DeleteButtonProps = {
  /** What is deleted, e.g. 'chat': the dialog is 'Delete Chat' / 'Are you sure you want to delete this chat? ...'. */
  noun: string;
  /** The button's accessible name; by default 'Delete {noun}'. */
  label?: string;
  /** The button's tooltip; by default 'Delete {noun}'. */
  tooltip?: string;
  /** The question, when it says more than the usual one. */
  description?: string;
  onConfirm: () => void;
  disabled?: boolean;
  className?: string;
};

/** The trash button of a card or header, which asks before deleting. */
export function DeleteButton({ noun, label, tooltip, description, onConfirm, disabled, className }: DeleteButtonProps) {
  const action = `Delete ${noun}`;
  return (
    <ConfirmDialog
      title={`Delete ${noun.charAt(0).toUpperCase()}${noun.slice(1)}`}
      description={description ?? `Are you sure you want to delete this ${noun}? This action cannot be undone.`}
      confirmLabel="Delete"
      onConfirm={onConfirm}
    >
      <Button
        variant="ghost"
        size="icon"
        aria-label={label ?? action}
        title={tooltip ?? action}
        disabled={disabled}
        className={className ?? 'text-muted-foreground hover:text-destructive'}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </ConfirmDialog>
  );
}
