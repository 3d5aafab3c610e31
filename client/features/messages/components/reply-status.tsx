import { AlertCircle, FastForward, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AssistantRow } from '@/features/messages/components/message-bubble';
import type { ReplyState } from '@/features/messages/hooks/use-reply-stream';

type ReplyStatusProps = {
  reply: ReplyState;
  unanswered: boolean;
  onRetry: () => void;
  /** What shows while the reply has not begun; by default a 'Thinking…' bubble. */
  waiting?: ReactNode;
  /** The last reply stopped at the model's length limit: Continue asks for the rest. */
  cut?: boolean;
  onContinue?: () => void;
};

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onRetry}>
      <RotateCcw aria-hidden="true" />
      Retry
    </Button>
  );
}

/** The end of the conversation: the reply being written, a failed one, or a message still without one. */
export function ReplyStatus({ reply, unanswered, onRetry, waiting, cut = false, onContinue }: ReplyStatusProps) {
  if (reply.phase === 'waiting' && waiting) return waiting;
  if (reply.phase === 'waiting') {
    return (
      <AssistantRow>
        <span className="flex items-center gap-2 text-muted-foreground">
          <Spinner aria-label="Northstar is replying" />
          Thinking…
        </span>
      </AssistantRow>
    );
  }
  if (reply.phase === 'streaming') {
    return (
      <AssistantRow>
        <div aria-busy="true">
          <Markdown content={reply.text} streaming />
          <span aria-hidden="true" className="ml-0.5 inline-block h-4 w-1.5 animate-pulse rounded-sm bg-current/60 align-middle" />
        </div>
      </AssistantRow>
    );
  }
  if (reply.phase === 'failed' || unanswered) {
    return (
      <AssistantRow
        className={reply.phase === 'failed' ? 'border-destructive/40 bg-destructive/5 text-destructive' : 'bg-muted text-muted-foreground'}
        footer={<RetryButton onRetry={onRetry} />}
      >
        <p role={reply.phase === 'failed' ? 'alert' : undefined} className="flex items-start gap-2">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {reply.phase === 'failed' ? reply.error : 'This message has no reply yet.'}
        </p>
      </AssistantRow>
    );
  }
  if (cut && onContinue) {
    return (
      <AssistantRow
        className="bg-muted text-muted-foreground"
        footer={
          <Button variant="outline" size="sm" onClick={onContinue}>
            <FastForward aria-hidden="true" />
            Continue
          </Button>
        }
      >
        <p className="flex items-start gap-2">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          This reply was cut at the length limit.
        </p>
      </AssistantRow>
    );
  }
  return null;
}
