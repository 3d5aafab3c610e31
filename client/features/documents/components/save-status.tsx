import type { ReactNode } from 'react';
import { AlertCircle, Check, CircleDot, Loader2 } from 'lucide-react';
import type { SaveStatus } from '@/features/documents/lib/autosave';
import { cn } from '@/lib/utils';

type SaveIndicatorProps = {
  status: SaveStatus;
  /** A new document nobody has written in yet: there is nothing to save, and nothing is said. */
  blank?: boolean;
  /** Why the last save failed. */
  error?: string | null;
  className?: string;
};

/** 'Saving...' while a save runs, then 'Saved'; says so when changes wait or could not be saved. */
export function SaveIndicator({ status, blank = false, error, className }: SaveIndicatorProps) {
  const failed = status === 'failed';
  return (
    <span
      role="status"
      aria-label="Save status"
      title={failed ? (error ?? undefined) : undefined}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 text-xs whitespace-nowrap text-muted-foreground',
        failed && 'text-destructive',
        className,
      )}
    >
      {blank ? null : status === 'saving' ? (
        <Label icon={<Loader2 className="size-3.5 animate-spin" aria-hidden="true" />} text="Saving..." />
      ) : status === 'saved' || status === 'idle' ? (
        <Label icon={<Check className="size-3.5 text-success" aria-hidden="true" />} text="Saved" />
      ) : status === 'pending' ? (
        <Label icon={<CircleDot className="size-3.5" aria-hidden="true" />} text="Unsaved changes" />
      ) : (
        <Label icon={<AlertCircle className="size-3.5" aria-hidden="true" />} text="Not saved, retrying" />
      )}
    </span>
  );
}

/** On phones only the icon shows; the words stay for screen readers (and tests). */
function Label({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <>
      {icon}
      <span className="sr-only sm:not-sr-only">{text}</span>
    </>
  );
}
