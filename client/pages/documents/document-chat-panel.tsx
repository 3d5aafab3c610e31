import { useQuery } from '@tanstack/react-query';
import { Info, MessagesSquare, Sparkles } from 'lucide-react';
import { memo, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAiStatus } from '@/features/ai/api/get-ai-status';
import { OfflineEngineBadge } from '@/features/ai/components/offline-engine-badge';
import { QuestionInput } from '@/components/question-input';
import { TimedMessage } from '@/components/timed-message';
import { messagesQueryOptions } from '@/features/messages/api/get-messages';
import { ReplyStatus } from '@/features/messages/components/reply-status';
import { useReplyStream } from '@/features/messages/hooks/use-reply-stream';
import { cn } from '@/lib/utils';

type DocumentChatPanelProps = {
  /** The saved document; null for a new one (nothing to load or send yet). */
  documentId: string | null;
  analyzing: boolean;
  /** An analysis was made since the editor opened. */
  analyzed: boolean;
  /** Saves pending edits before a message goes (the reply reads the saved text); false stops the send. */
  beforeSend: () => Promise<boolean>;
  className?: string;
};

/** SPEC section 8: a refused document message says only this. */
const describeRefusal = () => 'Failed to send message';

/**
 * Analysis & Chat: the review and the conversation about the document, the reply streaming in as
 * it is written. The question field appears once there is an analysis (or earlier messages).
 */
export const DocumentChatPanel = memo(function DocumentChatPanel({
  documentId,
  analyzing,
  analyzed,
  beforeSend,
  className,
}: DocumentChatPanelProps) {
  const messages = useQuery({ ...messagesQueryOptions(documentId ?? ''), enabled: documentId !== null });
  const reply = useReplyStream(documentId ?? '', { describeRefusal });
  const offline = useAiStatus().data?.engine === 'offline';
  const scroller = useRef<HTMLDivElement>(null);
  const list = documentId ? (messages.data ?? []) : [];
  const canChat = documentId !== null && (analyzed || list.length > 0);
  const unanswered = reply.phase === 'idle' && list.at(-1)?.role === 'user';
  const empty = list.length === 0 && !analyzing && reply.pendingUser === null;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [list.length, reply.pendingUser, reply.text, reply.phase, analyzing]);

  async function send(text: string) {
    if (!documentId || !text.trim()) return true;
    if (!(await beforeSend())) return false;
    return reply.send(text);
  }

  return (
    <section
      aria-labelledby="document-chat-heading"
      className={cn('flex min-h-0 flex-col overflow-hidden border bg-card', className)}
    >
      <div className="flex h-12 shrink-0 items-center gap-2 border-b px-4">
        <MessagesSquare className="size-4 text-primary" aria-hidden="true" />
        <h2 id="document-chat-heading" className="flex-1 font-semibold">
          Analysis &amp; Chat
        </h2>
        <OfflineEngineBadge />
      </div>
      {offline && list.some((m) => m.role === 'assistant') && (
        <p className="flex shrink-0 items-start gap-2 border-b bg-muted/60 px-4 py-2 text-xs text-muted-foreground">
          <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          This analysis comes from Northstar&apos;s offline, rule-based engine: no AI provider is configured.
        </p>
      )}
      <div
        ref={scroller}
        role="log"
        aria-label="Analysis & Chat messages"
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
      >
        <div className="flex flex-col gap-4 p-4">
          {messages.isError ? (
            <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted-foreground">
              Could not load the conversation.
              <Button variant="outline" size="sm" onClick={() => void messages.refetch()}>
                Try again
              </Button>
            </div>
          ) : documentId && messages.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner className="size-5 text-primary" />
            </div>
          ) : (
            empty && <AnalyzeFirst />
          )}
          {list.map((message) => (
            <TimedMessage key={message.id} message={message} />
          ))}
          {reply.pendingUser !== null && (
            <TimedMessage message={{ role: 'user', content: reply.pendingUser, createdAt: '' }} pending />
          )}
          {analyzing && (
            <div role="status" className="flex items-center gap-2.5 text-sm text-muted-foreground">
              <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-accent text-accent-foreground">
                <Sparkles className="size-3.5 animate-pulse" />
              </span>
              Analyzing your document...
            </div>
          )}
          <ReplyStatus reply={reply} unanswered={unanswered} onRetry={() => void reply.retry()} />
        </div>
      </div>
      {canChat && (
        <QuestionInput
          label="Ask about the document"
          placeholder="Ask about the document..."
          onSend={send}
          onStop={reply.stop}
          replying={reply.busy}
        />
      )}
    </section>
  );
});

function AnalyzeFirst() {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-accent text-accent-foreground">
        <Sparkles className="size-5" />
      </span>
      <p className="font-medium">Click &quot;Analyze with AI&quot; to begin analysis</p>
      <p className="max-w-xs text-sm text-muted-foreground">
        Northstar reviews the document&apos;s completeness and clarity, then answers your questions about it here.
      </p>
    </div>
  );
}
