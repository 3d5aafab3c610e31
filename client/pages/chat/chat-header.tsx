import { Brain } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { DocumentDto } from '@common/documents';
import { DeleteButton } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { OfflineEngineBadge } from '@/features/ai/components/offline-engine-badge';
import { useDeleteDocument } from '@/features/documents/api/delete-document';
import { useRenameDocument } from '@/features/documents/api/rename-document';
import { EditableTitle } from '@/features/documents/components/editable-title';
import { serverMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

type ChatHeaderProps = { document: DocumentDto; memoryOpen: boolean; onToggleMemory: () => void; memoryPanelId: string };

/** The chat's title (editable inline), the engine badge, the memory toggle and the delete button. */
export function ChatHeader({ document, memoryOpen, onToggleMemory, memoryPanelId }: ChatHeaderProps) {
  const [, navigate] = useLocation();
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
    <header className="flex h-14 shrink-0 items-center gap-2 border-b bg-background px-3 sm:px-6">
      <EditableTitle title={savingTitle ?? document.title} onSave={saveTitle} disabled={rename.isPending} />
      <OfflineEngineBadge />
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={memoryOpen}
        aria-controls={memoryPanelId}
        onClick={onToggleMemory}
        className={cn('shrink-0 text-muted-foreground', memoryOpen && 'bg-accent text-accent-foreground')}
      >
        <Brain aria-hidden="true" />
        <span className="sr-only lg:not-sr-only">What I remember</span>
      </Button>
      <DeleteButton
        noun="document"
        onConfirm={deleteChat}
        disabled={remove.isPending}
        className="shrink-0 text-muted-foreground hover:text-destructive"
      />
    </header>
  );
}
