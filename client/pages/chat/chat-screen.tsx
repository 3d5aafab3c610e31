import { useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { DocumentDto } from '@common/documents';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { MemoryPanel } from '@/features/memories/components/memory-panel';
import { ChatInput } from '@/features/messages/components/chat-input';
import { UserRow } from '@/features/messages/components/message-bubble';
import { MessageList, type ListItem } from '@/features/messages/components/message-list';
import { ReplyStatus } from '@/features/messages/components/reply-status';
import type { TranscriptItem } from '@/features/questionnaires/guided-mode';
import { pastedImageFile, uploadFile, uploadMessage } from '@/features/uploads/api/upload-file';
import { ChatHeader } from '@/pages/chat/chat-header';
import { useAutoTitle } from '@/pages/chat/use-auto-title';
import { useConversation } from '@/pages/chat/use-conversation';

const toListItem = (item: TranscriptItem): ListItem =>
  item.kind === 'question'
    ? { id: item.id, role: 'assistant', content: item.content, copyable: false }
    : { id: item.message.id, role: item.message.role, content: item.message.content, copyable: item.message.role === 'assistant' };

const UPLOAD_FAILED = {
  paste: 'Failed to upload pasted image. Please try again.',
  attach: 'Failed to upload file. Please try again.',
};

/** The chat of one document: header, optional memory panel, the conversation and the input bar. */
export function ChatScreen({ document }: { document: DocumentDto }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const initialMessage = new URLSearchParams(search).get('message')?.trim() || null;
  const conversation = useConversation(document, initialMessage, () => navigate(`/chat/${document.id}`, { replace: true }));
  const { reply, pendingUser } = conversation;
  const [memoryOpen, setMemoryOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const memoryPanelId = useId();
  useAutoTitle(document, conversation.messages);

  async function onFile(file: File, source: 'paste' | 'attach') {
    const upload = source === 'paste' ? pastedImageFile(file) : file;
    setUploading(true);
    let url: string;
    try {
      ({ url } = await uploadFile(upload));
    } catch {
      toast({ variant: 'destructive', title: 'Upload failed', description: UPLOAD_FAILED[source] });
      return;
    } finally {
      setUploading(false);
    }
    await conversation.submit(uploadMessage(upload, url));
  }

  return (
    <div className="flex h-full flex-col">
      <ChatHeader
        document={document}
        memoryOpen={memoryOpen}
        onToggleMemory={() => setMemoryOpen((open) => !open)}
        memoryPanelId={memoryPanelId}
      />
      {memoryOpen && <MemoryPanel id={memoryPanelId} documentId={document.id} />}
      {conversation.ready ? (
        <MessageList
          items={conversation.transcript.map(toListItem)}
          followKey={pendingUser}
          empty={pendingUser === null && reply.phase === 'idle' ? <EmptyChat /> : undefined}
          tail={
            <>
              {pendingUser !== null && <UserRow content={pendingUser} pending />}
              <ReplyStatus reply={reply} unanswered={conversation.unanswered} onRetry={() => void reply.retry()} />
            </>
          }
        />
      ) : (
        <div className="flex flex-1 items-center justify-center">
          <Spinner className="size-6 text-primary" />
        </div>
      )}
      <ChatInput
        onSubmit={conversation.submit}
        onFile={(file, source) => void onFile(file, source)}
        onStop={reply.stop}
        replying={reply.busy}
        uploading={uploading}
        disabled={!conversation.ready}
      />
    </div>
  );
}

function EmptyChat() {
  return (
    <div className="py-16 text-center text-sm text-muted-foreground">
      <p className="font-medium text-foreground">Ask me anything about your product.</p>
      <p className="mt-1">Tell me what you are building, for whom, and what worries you: I will remember it.</p>
    </div>
  );
}
