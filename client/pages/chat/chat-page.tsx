import { useMemo } from 'react';
import { ErrorScreen, Loading } from '@/components/load-states';
import { useChatDocument } from '@/features/documents/api/get-document';
import { useMemories } from '@/features/memories/api/get-memories';
import { documentConversation, useConversationMessages } from '@/features/messages/api/conversations';
import { paths } from '@/lib/paths';
import { ChatScreen } from '@/pages/chat/chat-screen';

/**
 * /chat/{id}: a spinner while the chat loads, its error screen if it cannot, else the chat. The
 * latest messages and the memories are asked for beside the document, not once it has come.
 */
export function ChatPage({ id }: { id: string }) {
  const { data: document, error } = useChatDocument(id);
  useConversationMessages(useMemo(() => documentConversation(id), [id]));
  useMemories(id);
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
