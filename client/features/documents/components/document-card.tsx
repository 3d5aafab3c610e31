import { format } from 'date-fns';
import { FileText, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { DocumentSummary } from '@common/documents';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button, buttonVariants } from '@/components/ui/button';

function createdOn(createdAt: string) {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'No date' : format(date, 'MMM d, yyyy');
}

type DocumentCardProps = { document: DocumentSummary; href: string; onDelete: () => void; deleting: boolean };

/** One editor document of the list: title, creation date, Continue Editing and a confirmed delete. */
export function DocumentCard({ document, href, onDelete, deleting }: DocumentCardProps) {
  const title = document.title.trim() || 'Untitled';
  return (
    <li className="flex min-h-[180px] flex-col rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
          <FileText className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 font-semibold break-words">{title}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Created <time dateTime={document.createdAt}>{createdOn(document.createdAt)}</time>
          </p>
        </div>
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 pt-4">
        <Link href={href} className={buttonVariants({ size: 'sm' })} aria-label={`Continue Editing: ${title}`}>
          Continue Editing
        </Link>
        <ConfirmDeleteDialog
          title="Delete Document"
          description="Are you sure you want to delete this document? This action cannot be undone."
          onConfirm={onDelete}
        >
          <Button
            variant="ghost"
            size="icon"
            aria-label="Delete document"
            title="Delete document"
            disabled={deleting}
            className="text-muted-foreground hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </ConfirmDeleteDialog>
      </div>
    </li>
  );
}
