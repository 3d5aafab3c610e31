import { MessageSquare, MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { isEditorDocument } from '@common/journeys';
import type { EmptyStateProps } from '@/components/empty-state';
import { EntityCard } from '@/components/entity-card';
import { CardGrid } from '@/components/card-grid';
import { PageLayout } from '@/components/page-layout';
import { dismissToast, toast } from '@/lib/toast';
import { useDeleteDocument } from '@/features/documents/api/delete-document';
import { useDocuments } from '@/features/documents/api/get-documents';
import { paths } from '@/lib/paths';

const EMPTY: EmptyStateProps = {
  variant: 'plain',
  icon: MessagesSquare,
  title: 'No chats yet',
  text: 'Ask a question or pick a guided journey, and your conversations will gather here.',
  action: { href: paths.home, label: 'Start a new chat', icon: MessageSquarePlus },
};

/** All Chats: every document that is not an editor document, newest first. */
export function ChatsPage() {
  const documents = useDocuments();
  const remove = useDeleteDocument();
  const chats = documents.data?.filter((document) => !isEditorDocument(document));
  const subtitle = chats && `${chats.length} ${chats.length === 1 ? 'chat' : 'chats'}`;

  const deleteChat = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => dismissToast('delete-document'),
      onError: () => toast({ id: 'delete-document', variant: 'destructive', title: 'Error', description: 'Failed to delete document' }),
    });

  return (
    <PageLayout title="All Chats" subtitle={subtitle}>
      <CardGrid query={documents} items={chats} failed="Could not load your chats." empty={EMPTY} columns="md:grid-cols-2 lg:grid-cols-3">
        {(chat) => (
          <EntityCard
            key={chat.id}
            title={chat.title.trim() || 'Untitled'}
            createdAt={chat.createdAt}
            icon={MessageSquare}
            open={{ href: paths.chat(chat.id), label: 'Open Chat' }}
            noun="chat"
            onDelete={() => deleteChat(chat.id)}
            deleting={remove.isPending && remove.variables === chat.id}
          />
        )}
      </CardGrid>
    </PageLayout>
  );
}
