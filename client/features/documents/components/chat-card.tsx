import { format } from 'date-fns';
import { MessageSquare, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { DocumentSummary } from '@common/documents';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button, buttonVariants } from '@/components/ui/button';

function createdOn(createdAt: string | undefined) {
  const date = createdAt ? new Date(createdAt) : null;
  return date && !Number.isNaN(date.getTime()) ? format(date, 'MMM d, yyyy') : 'No date';
}

type ChatCardProps = { chat: DocumentSummary; onDelete: () => void; deleting: boolean };

/** One chat of All Chats: title, creation date, Open Chat and a confirmed delete. */
export function ChatCard({ chat, onDelete, deleting }: ChatCardProps) {
  const title = chat.title.trim() || 'Untitled';
  return (
    <li className="flex min-h-[180px] flex-col rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
          <MessageSquare className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 font-semibold break-words">{title}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{createdOn(chat.createdAt)}</p>
        </div>
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 pt-4">
        <Link href={`/chat/${chat.id}`} className={buttonVariants({ size: 'sm' })} aria-label={`Open Chat: ${title}`}>
          Open Chat
        </Link>
        <ConfirmDeleteDialog
          title="Delete Chat"
          description="Are you sure you want to delete this chat? This action cannot be undone."
          onConfirm={onDelete}
        >
          <Button
            variant="ghost"
            size="icon"
            aria-label="Delete chat"
            title="Delete chat"
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
