import { ErrorScreen, Loading } from '@/components/load-states';
import { useChatDocument } from '@/features/documents/api/get-document';
import { paths } from '@/lib/paths';
import { ChatScreen } from '@/pages/chat/chat-screen';

/** /chat/{id}: a spinner while the chat loads, its error screen if it cannot, else the chat. */
export function ChatPage({ id }: { id: string }) {
  const { data: document, error } = useChatDocument(id);
  if (error) {
    return (
      <ErrorScreen
        title="Error Loading Chat"
        message={error.message || 'Could not load the requested chat'}
        back={{ href: paths.chats, label: 'Return to Chats' }}
      />
    );
  }
  if (!document) return <Loading size="screen" />;
  return <ChatScreen document={document} />;
}
