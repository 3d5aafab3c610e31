import { useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { DocumentDto, MessageDto } from '@common/documents';
import { Loading } from '@/components/load-states';
import { MessageComposer } from '@/components/message-composer';
import { ViewOnlyNote } from '@/features/teams/components/view-only';
import { dismissToast, toast } from '@/lib/toast';
import { modelLabel, useAiModels } from '@/features/ai/api/get-ai-models';
import { useSetChatModel } from '@/features/ai/api/set-chat-model';
import { ModelPicker } from '@/features/ai/components/model-picker';
import { OpenAsDocumentButton } from '@/features/documents/components/open-as-document-button';
import { useAutoTitle } from '@/features/documents/hooks/use-auto-title';
import { MemoryPanel } from '@/features/memories/components/memory-panel';
import { ProductFactOffer } from '@/features/memories/components/product-fact-offer';
import { UserRow } from '@/features/messages/components/message-bubble';
import { MessageList, type ListItem } from '@/features/messages/components/message-list';
import { endsCut } from '@/features/messages/api/conversations';
import { messageItem, steeringOf, type Steering } from '@/features/messages/lib/message-items';
import { ReplyStatus } from '@/features/messages/components/reply-status';
import type { TranscriptItem } from '@/features/questionnaires/guided-mode';
import { pastedImageFile, uploadFile, uploadMessage } from '@/features/uploads/api/upload-file';
import { usePageTitle } from '@/hooks/use-page-title';
import { failureWithReason } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { ChatHeader } from '@/pages/chat/chat-header';
import { useConversation } from '@/pages/chat/hooks/use-conversation';

/**
 * A saved message of the chat as the list shows it: every reply (the guided summary's too) can also be
 * opened as a document; a guided answer cannot be edited.
 */
const toListItem =
  (chatId: string, steering: Steering<MessageDto>, labelOf: (id: string | null | undefined) => string | undefined) =>
  (item: TranscriptItem): ListItem => {
    if (item.kind === 'question') return { id: item.id, role: 'assistant', content: item.content, copyable: false };
    const { message } = item;
    return messageItem(message, steering, {
      model: labelOf(message.model),
      editable: !message.isQuestion,
      action: <OpenAsDocumentButton chatId={chatId} messageId={message.id} />,
    });
  };

/** An upload's failure, which the next upload that succeeds clears. */
const UPLOAD_TOAST = 'chat-upload';
const UPLOAD_FAILED = {
  paste: 'Failed to upload pasted image. Please try again.',
  attach: 'Failed to upload file. Please try again.',
};

/** The chat of one document: header, optional memory panel, the conversation and the input bar. */
export function ChatScreen({ document }: { document: DocumentDto }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const initialMessage = new URLSearchParams(search).get('message')?.trim() || null;
  const conversation = useConversation(document, initialMessage, () => navigate(paths.chat(document.id), { replace: true }));
  const { reply, pendingUser } = conversation;
  const [memoryOpen, setMemoryOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const memoryPanelId = useId();
  const models = useAiModels();
  useAutoTitle(document, conversation.messages);
  const readOnly = document.permissions?.edit === false;
  const steering = steeringOf(conversation.chat, reply, readOnly);
  const setModel = useSetChatModel();
  usePageTitle(document.title || 'Chat');

  async function onFile(file: File, source: 'paste' | 'attach') {
    const upload = source === 'paste' ? pastedImageFile(file) : file;
    setUploading(true);
    let url: string;
    let notice: string | undefined;
    try {
      ({ url, notice } = await uploadFile(upload));
    } catch (error) {
      toast({
        id: UPLOAD_TOAST,
        variant: 'destructive',
        title: 'Upload failed',
        description: failureWithReason(error, UPLOAD_FAILED[source]),
      });
      return;
    } finally {
      setUploading(false);
    }
    // A file the AI cannot read (a scanned PDF) is still attached, and the user is told.
    if (notice) toast({ id: UPLOAD_TOAST, title: 'File attached', description: notice });
    else dismissToast(UPLOAD_TOAST);
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
      {memoryOpen && <MemoryPanel id={memoryPanelId} documentId={document.id} productId={document.productId} readOnly={readOnly} />}
      {/* Offered once the guided questions are done, so answers are not interrupted. */}
      {document.productId && !readOnly && conversation.transcript.at(-1)?.kind !== 'question' && (
        <ProductFactOffer documentId={document.id} productId={document.productId} />
      )}
      {/* The level the replies' own headings sit under (h3 and deeper). */}
      <h2 className="sr-only">Conversation</h2>
      {conversation.ready ? (
        <MessageList
          items={conversation.transcript.map(toListItem(document.id, steering, (id) => modelLabel(models.data, id)))}
          followKey={pendingUser}
          earlier={conversation.earlier}
          empty={pendingUser === null && reply.phase === 'idle' ? <EmptyChat /> : undefined}
          tail={
            <>
              {pendingUser !== null && <UserRow content={pendingUser} pending />}
              <ReplyStatus
                reply={reply}
                unanswered={conversation.unanswered}
                onRetry={() => void reply.retry()}
                cut={reply.phase === 'idle' && endsCut(conversation.messages ?? [])}
                onContinue={() => void reply.continueReply()}
              />
            </>
          }
        />
      ) : (
        <Loading className="flex-1 items-center py-0" />
      )}
      {readOnly ? (
        <ViewOnlyNote>You can read this chat. Editors of the team can write in it.</ViewOnlyNote>
      ) : (
        <MessageComposer
          variant="page"
          label="Message"
          placeholder="Type your message or paste an image..."
          onSend={conversation.submit}
          attach={{ uploading, onFile: (file, source) => void onFile(file, source) }}
          onStop={reply.stop}
          replying={reply.busy}
          disabled={!conversation.ready}
          footer={
            <ModelPicker
              model={document.model}
              onPick={(model) => setModel.mutateAsync({ id: document.id, model })}
              needsVision={document.type === 'design'}
            />
          }
        />
      )}
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
