import { format } from 'date-fns';
import { Image as ImageIcon, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { DesignSummary } from '@common/designs';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button, buttonVariants } from '@/components/ui/button';

function createdOn(createdAt: string) {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'No date' : format(date, 'MMM d, yyyy');
}

type DesignCardProps = { design: DesignSummary; onDelete: () => void; deleting: boolean };

/** One design of the list: its thumbnail (a small WebP, loaded lazily), title, date, Edit Design and a confirmed delete. */
export function DesignCard({ design, onDelete, deleting }: DesignCardProps) {
  const title = design.title.trim() || 'Untitled Design';
  return (
    <li className="flex min-h-[240px] flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/10] overflow-hidden border-b bg-muted">
        {design.imageUrl ? (
          <img
            src={`${design.imageUrl}?thumb=1`}
            alt={`Thumbnail of ${title}`}
            loading="lazy"
            decoding="async"
            className="size-full object-cover object-top"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-muted-foreground">
            <ImageIcon className="size-7" aria-hidden="true" />
            <span className="text-xs">No image yet</span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h2 className="line-clamp-2 font-semibold break-words">{title}</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Created <time dateTime={design.createdAt}>{createdOn(design.createdAt)}</time>
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-4">
          <Link
            href={`/designs/${design.id}`}
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
            aria-label={`Edit Design: ${title}`}
          >
            <Pencil aria-hidden="true" />
            Edit Design
          </Link>
          <ConfirmDeleteDialog
            title="Delete Design"
            description="Are you sure you want to delete this design? This action cannot be undone."
            onConfirm={onDelete}
          >
            <Button
              variant="ghost"
              size="icon"
              aria-label="Delete design"
              title="Delete design"
              disabled={deleting}
              className="text-muted-foreground hover:text-destructive"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </ConfirmDeleteDialog>
        </div>
      </div>
    </li>
  );
}
