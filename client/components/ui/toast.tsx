import * as ToastPrimitives from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import type { ComponentProps, ReactElement } from 'react';
import { cn } from '@/lib/utils';

export const ToastProvider = ToastPrimitives.Provider;

/** Top of the screen on small screens, bottom right from `md`, at most 420px wide. */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitives.Viewport>) {
  return (
    <ToastPrimitives.Viewport
      className={cn(
        'fixed top-0 z-[100] flex max-h-dvh w-full flex-col-reverse p-4 outline-none',
        'md:top-auto md:right-0 md:bottom-0 md:max-w-[420px] md:flex-col',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg transition-all',
    'focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
    'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
    'data-[state=open]:animate-toast-in-top md:data-[state=open]:animate-toast-in-bottom data-[state=closed]:animate-toast-out data-[swipe=end]:animate-toast-swipe-out',
  ].join(' '),
  {
    variants: {
      variant: {
        default: 'border bg-card text-card-foreground',
        destructive: 'destructive border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitives.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitives.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors',
        'hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50',
        'group-[.destructive]:border-white/40 group-[.destructive]:hover:bg-white/10 group-[.destructive]:focus-visible:ring-white/60',
        className,
      )}
      {...props}
    />
  );
}

export type ToastActionElement = ReactElement<typeof ToastAction>;

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      aria-label="Close"
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 text-foreground/60 transition-colors',
        'hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        'group-[.destructive]:text-destructive-foreground/80 group-[.destructive]:hover:text-destructive-foreground',
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
    </ToastPrimitives.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitives.Description>) {
  return <ToastPrimitives.Description className={cn('text-sm opacity-90', className)} {...props} />;
}
