import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useChatDocument } from '@/features/documents/api/get-document';
import { ChatScreen } from '@/pages/chat/chat-screen';

/** /chat/{id}: a spinner while the chat loads, its error screen if it cannot, else the chat. */
export function ChatPage({ id }: { id: string }) {
  const { data: document, error } = useChatDocument(id);
  if (error) return <ChatError message={error.message} />;
  if (!document) {
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner className="size-8 text-primary" />
      </div>
    );
  }
  return <ChatScreen document={document} />;
}

function ChatError({ message }: { message: string }) {
  return (
    <div className="flex min-h-full items-center justify-center p-4 py-16">
      <div role="alert" className="w-full max-w-md rounded-xl border bg-card p-6 text-center shadow-sm">
        <AlertCircle className="mx-auto size-10 text-destructive" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-semibold">Error Loading Chat</h1>
        <p className="mt-2 text-sm text-muted-foreground">{message || 'Could not load the requested chat'}</p>
        <Link href="/chats" className={buttonVariants({ className: 'mt-6' })}>
          Return to Chats
        </Link>
      </div>
    </div>
  );
}
