import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

const SPINNER = { screen: 'size-8', section: 'size-6', panel: 'size-5' };

/**
 * Something is loading: a spinner centred in a whole screen, in a page's section, or in a side panel.
 * The screen one fills the height it is given (`className` can ask for more).
 */
export function Loading({ size = 'section', className }: { size?: keyof typeof SPINNER; className?: string }) {
  const place = size === 'screen' ? 'h-full items-center' : size === 'panel' ? 'py-10' : 'py-16';
  return (
    <div className={cn('flex justify-center', place, className)}>
      <Spinner className={cn(SPINNER[size], 'text-primary')} />
    </div>
  );
}

type LoadFailedProps = { message: string; onRetry: () => void; size?: 'section' | 'panel'; className?: string };

/** A list or panel could not load: why, and Try again. */
export function LoadFailed({ message, onRetry, size = 'section', className }: LoadFailedProps) {
  const panel = size === 'panel';
  return (
    <div
      className={cn(
        'flex flex-col items-center text-center',
        panel ? 'gap-2 py-10 text-sm text-muted-foreground' : 'gap-3 py-16',
        className,
      )}
    >
      {panel ? message : <p className="text-sm text-muted-foreground">{message}</p>}
      <Button variant="outline" size={panel ? 'sm' : 'default'} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

type ErrorScreenProps = { title: string; message: string; back: { href: string; label: string } };

/** A screen that could not open what its address names: why, and the way back. */
export function ErrorScreen({ title, message, back }: ErrorScreenProps) {
  return (
    <div className="flex min-h-full items-center justify-center p-4 py-16">
      <div role="alert" className="w-full max-w-md rounded-xl border bg-card p-6 text-center shadow-sm">
        <AlertCircle className="mx-auto size-10 text-destructive" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-semibold">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{message}</p>
        <Link href={back.href} className={buttonVariants({ className: 'mt-6' })}>
          {back.label}
        </Link>
      </div>
    </div>
  );
}

type LoadedListProps<T> = {
  query: { isError: boolean; refetch: () => unknown };
  /** The list once loaded (filtered as the screen shows it). */
  items: T[] | undefined;
  /** Why nothing shows when it failed, e.g. 'Could not load your chats.'. */
  failed: string;
  empty: ReactNode;
  /** Less room above and below (a tab rather than a page). */
  compact?: boolean;
  children: (items: T[]) => ReactNode;
};

/** A list's screen states: failed (with Try again), loading, empty, or the items. */
export function LoadedList<T>({ query, items, failed, empty, compact = false, children }: LoadedListProps<T>) {
  const room = compact ? 'py-12' : undefined;
  if (query.isError) return <LoadFailed message={failed} onRetry={() => void query.refetch()} className={room} />;
  if (!items) return <Loading className={room} />;
  return items.length === 0 ? empty : children(items);
}
