import { Info, MessagesSquare, Sparkles } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useDesignMessages } from '@/features/designs/api/get-design-messages';
import { useSendDesignMessage } from '@/features/designs/api/send-design-message';
import { QuestionInput } from '@/components/question-input';
import { TimedMessage } from '@/components/timed-message';
import { ThinkingIndicator } from '@/features/designs/components/thinking-indicator';
import { cn } from '@/lib/utils';

type DesignChatProps = {
  designId: string | null;
  /** The analysis comes from the offline, rule-based engine. */
  offline: boolean;
  analyzing: boolean;
  className?: string;
};

/** Design Chat: the analysis and the questions about it, with the question field. */
export function DesignChat({ designId, offline, analyzing, className }: DesignChatProps) {
  const messages = useDesignMessages(designId);
  const send = useSendDesignMessage();
  const scroller = useRef<HTMLDivElement>(null);
  const list = messages.data ?? [];
  const analysed = list.length > 0;
  const pending = send.isPending ? send.variables.content : null;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [list.length, pending, analyzing]);

  async function onSend(content: string) {
    if (!designId || send.isPending) return false;
    try {
      await send.mutateAsync({ designId, content });
      return true;
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to send message' });
      return false;
    }
  }

  return (
    <section aria-labelledby="design-chat-heading" className={cn('flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm', className)}>
      <div className="flex h-12 shrink-0 items-center gap-2 border-b px-4">
        <MessagesSquare className="size-4 text-primary" aria-hidden="true" />
        <h2 id="design-chat-heading" className="font-semibold">
          Design Chat
        </h2>
      </div>
      {offline && analysed && (
        <p className="flex shrink-0 items-start gap-2 border-b bg-muted/60 px-4 py-2 text-xs text-muted-foreground">
          <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          This analysis comes from Northstar's offline, rule-based engine: no AI provider is configured.
        </p>
      )}
      <div ref={scroller} role="log" aria-label="Design Chat messages" className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <div className="flex flex-col gap-4 p-4">
          {messages.isError ? (
            <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted-foreground">
              Could not load the conversation.
              <Button variant="outline" size="sm" onClick={() => void messages.refetch()}>
                Try again
              </Button>
            </div>
          ) : designId && messages.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner className="size-5 text-primary" />
            </div>
          ) : (
            !analysed && !analyzing && <AnalyzeFirst />
          )}
          {list.map((message) => (
            <TimedMessage key={message.id} message={message} />
          ))}
          {pending !== null && <TimedMessage message={{ role: 'user', content: pending, createdAt: '' }} pending />}
          {(pending !== null || analyzing) && <ThinkingIndicator />}
        </div>
      </div>
      <QuestionInput
        label="Message"
        placeholder="Ask about the design..."
        onSend={onSend}
        replying={send.isPending}
        disabled={!designId || !analysed}
      />
    </section>
  );
}

function AnalyzeFirst() {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-accent text-accent-foreground">
        <Sparkles className="size-5" />
      </span>
      <p className="font-medium">No analysis yet</p>
      <p className="max-w-xs text-sm text-muted-foreground">
        Upload an image, then click &lsquo;Analyze Design&rsquo; to get a review. You can then ask questions about the design here.
      </p>
    </div>
  );
}
