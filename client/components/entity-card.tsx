import { format } from 'date-fns';
import { Boxes, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DeleteButton } from '@/components/confirm-dialog';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** 'MMM d, yyyy', or 'No date'. */
export function createdOn(createdAt: string | undefined) {
  const date = createdAt ? new Date(createdAt) : null;
  return date && !Number.isNaN(date.getTime()) ? format(date, 'MMM d, yyyy') : 'No date';
}

type EntityCardProps = {
  title: string;
  createdAt: string;
  /** 'Created {date}' rather than the bare date. */
  createdLabel?: boolean;
  /** A tile beside the title; or `media`, a picture above it. */
  icon?: LucideIcon;
  media?: ReactNode;
  open: { href: string; label: string; icon?: LucideIcon; variant?: 'default' | 'outline' };
  /** What the card is ('chat', 'document', 'design'), for its delete button and dialog. */
  noun: string;
  onDelete: () => void;
  deleting: boolean;
  /** The name of the product it belongs to, if any. */
  product?: string;
};

/** One chat, document or design of a list: title, creation date, the way in, and a confirmed delete. */
export function EntityCard(props: EntityCardProps) {
  const { title, createdAt, createdLabel = false, icon: Icon, media, open, noun, onDelete, deleting, product } = props;
  const date = createdOn(createdAt);
  return (
    <li
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md',
        media ? 'min-h-[240px]' : 'min-h-[180px]',
      )}
    >
      {media && <div className="relative aspect-[16/10] overflow-hidden border-b bg-muted">{media}</div>}
      <div className={cn('flex flex-1 flex-col', media ? 'p-4' : 'p-5')}>
        <div className="flex items-start gap-3">
          {Icon && (
            <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
              <Icon className="size-4" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <h2 className="line-clamp-2 font-semibold break-words">{title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {createdLabel ? (
                <>
                  Created <time dateTime={createdAt}>{date}</time>
                </>
              ) : (
                date
              )}
            </p>
            {product && (
              <p className="mt-1.5 inline-flex max-w-full items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
                <Boxes className="size-3 shrink-0" aria-hidden="true" />
                <span className="truncate">{product}</span>
              </p>
            )}
          </div>
        </div>
        <div className="mt-auto flex items-center justify-between gap-2 pt-4">
          <Link href={open.href} className={buttonVariants({ size: 'sm', variant: open.variant })} aria-label={`${open.label}: ${title}`}>
            {open.icon && <open.icon aria-hidden="true" />}
            {open.label}
          </Link>
          <DeleteButton noun={noun} onConfirm={onDelete} disabled={deleting} />
        </div>
      </div>
    </li>
  );
}
