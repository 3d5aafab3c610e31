import { Loader2, type LucideProps } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning indicator announced as "Loading"; pass aria-hidden when a button's own text says enough. */
export function Spinner({ className, ...props }: LucideProps) {
  return <Loader2 role="status" aria-label="Loading" className={cn('size-4 animate-spin', className)} {...props} />;
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-8 text-primary" />
    </div>
  );
}
