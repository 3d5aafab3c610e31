import { Brain, FileDown, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { DocumentDto } from '@common/documents';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { OfflineEngineBadge } from '@/features/ai/components/offline-engine-badge';
import { useDeleteDocument } from '@/features/documents/api/delete-document';
import { useRenameDocument } from '@/features/documents/api/rename-document';
import { ProductPicker } from '@/features/products/components/product-picker';
import { EditableTitle } from '@/features/documents/components/editable-title';
import { ShareButton } from '@/features/sharing/components/share-dialog';
import { ViewOnlyBadge } from '@/features/teams/components/view-only';
import { serverMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { api } from '@/lib/routes';
import { urlOf } from '@common/contract/route';
import { cn } from '@/lib/utils';

type ChatHeaderProps = { document: DocumentDto; memoryOpen: boolean; onToggleMemory: () => void; memoryPanelId: string };

/** The chat's title (editable inline), the engine badge, the memory toggle, Export as Markdown, Share and the delete button. */
export function ChatHeader({ document, memoryOpen, onToggleMemory, memoryPanelId }: ChatHeaderProps) {
  const [, navigate] = useLocation();
  // What the reader may do: a team's viewer reads the chat; its owner alone shares it.
  const may = document.permissions ?? { edit: true, delete: true, share: true };
  const rename = useRenameDocument();
  const remove = useDeleteDocument();
  const [savingTitle, setSavingTitle] = useState<string | null>(null);

  function saveTitle(title: string) {
    setSavingTitle(title);
    rename.mutate(
      { id: document.id, title },
      {
        onSuccess: () => toast({ id: 'rename-document', title: 'Document updated successfully' }),
        onError: (error) =>
          toast({
            id: 'rename-document',
            variant: 'destructive',
            title: 'Error',
            description: serverMessage(error, 'Failed to update document'),
          }),
        onSettled: () => setSavingTitle(null),
      },
    );
  }

  function deleteChat() {
    remove.mutate(document.id, {
      onSuccess: () => {
        toast({ id: 'delete-document', title: 'Success', description: 'Document deleted successfully' });
        navigate(paths.chats);
      },
      onError: (error) =>
        toast({
          id: 'delete-document',
          variant: 'destructive',
          title: 'Error',
          description: serverMessage(error, 'Failed to delete document'),
        }),
    });
  }

  return (
    <header className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1 border-b bg-background px-3 py-2 sm:px-6 lg:h-14 lg:flex-nowrap lg:py-0">
      {/* Below the large breakpoint the title has its own row and the actions, with their labels, the row below. */}
      <div className="flex min-w-0 basis-full lg:flex-1 lg:basis-0">
        <EditableTitle title={savingTitle ?? document.title} onSave={saveTitle} disabled={rename.isPending} readOnly={!may.edit} />
      </div>
      <div className="flex w-full flex-wrap items-center gap-1 sm:gap-2 lg:w-auto">
        <OfflineEngineBadge chatModel={document.model ?? null} />
        {may.edit ? <ProductPicker kind="document" id={document.id} productId={document.productId} /> : <ViewOnlyBadge />}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={memoryOpen}
          aria-controls={memoryPanelId}
          onClick={onToggleMemory}
          className={cn('ml-auto shrink-0 px-2 text-muted-foreground has-[>svg]:px-2', memoryOpen && 'bg-accent text-accent-foreground')}
        >
          <Brain aria-hidden="true" />
          What I remember
        </Button>
        <a
          href={urlOf(api.documentFiles.export, { id: document.id }, { format: 'md' })}
          download
          aria-label="Export as Markdown"
          title="Export as Markdown"
          className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'shrink-0 px-2 text-muted-foreground has-[>svg]:px-2')}
        >
          <FileDown aria-hidden="true" />
          {/* On a phone the icon alone, so the actions keep to one row. */}
          <span className="hidden sm:inline">Export</span>
        </a>
        <ShareButton kind="document" id={may.share ? document.id : null} teamId={document.teamId ?? null} noun="chat" />
        {may.delete && (
          <ConfirmDialog
            title="Delete Document"
            description="Are you sure you want to delete this document? This action cannot be undone."
            confirmLabel="Delete"
            onConfirm={deleteChat}
          >
            <Button
              variant="ghost"
              size="sm"
              aria-label="Delete document"
              disabled={remove.isPending}
              className="shrink-0 px-2 text-muted-foreground hover:text-destructive has-[>svg]:px-2"
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </ConfirmDialog>
        )}
      </div>
    </header>
  );
}
