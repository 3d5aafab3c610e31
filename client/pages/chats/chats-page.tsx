import { MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { Link } from 'wouter';
import { PageLayout } from '@/components/page-layout';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useDeleteDocument } from '@/features/documents/api/delete-document';
import { useDocuments } from '@/features/documents/api/get-documents';
import { ChatCard } from '@/features/documents/components/chat-card';

/** All Chats: every document that is not an editor document (type enhance), newest first. */
export function ChatsPage() {
  const documents = useDocuments();
  const remove = useDeleteDocument();
  const chats = documents.data?.filter((document) => document.type !== 'enhance');
  const subtitle = chats && `${chats.length} ${chats.length === 1 ? 'chat' : 'chats'}`;

  const deleteChat = (id: string) =>
    remove.mutate(id, {
      onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to delete document' }),
    });

  return (
    <PageLayout title="All Chats" subtitle={subtitle}>
      {documents.isError ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-sm text-muted-foreground">Could not load your chats.</p>
          <Button variant="outline" onClick={() => void documents.refetch()}>
            Try again
          </Button>
        </div>
      ) : !chats ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6 text-primary" />
        </div>
      ) : chats.length === 0 ? (
        <EmptyChats />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {chats.map((chat) => (
            <ChatCard
              key={chat.id}
              chat={chat}
              onDelete={() => deleteChat(chat.id)}
              deleting={remove.isPending && remove.variables === chat.id}
            />
          ))}
        </ul>
      )}
    </PageLayout>
  );
}

function EmptyChats() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-accent text-accent-foreground">
        <MessagesSquare className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">No chats yet</h2>
      <p className="text-sm text-muted-foreground">
        Ask a question or pick a guided journey, and your conversations will gather here.
      </p>
      <Link href="/" className={buttonVariants({ className: 'mt-2' })}>
        <MessageSquarePlus aria-hidden="true" />
        Start a new chat
      </Link>
    </div>
  );
}
