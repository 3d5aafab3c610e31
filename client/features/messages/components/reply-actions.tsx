import { RefreshCw, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { ChatMessage, Conversation } from '@/features/messages/api/conversations';
import { useVote } from '@/features/messages/api/vote';
import { cn } from '@/lib/utils';

type ReplyActionsProps<M extends ChatMessage> = {
  chat: Conversation<M>;
  message: { id: string; vote?: number | null; voteComment?: string | null };
  /** Write the reply again; absent while another reply is being written. */
  onRegenerate?: () => void;
};

const iconClass = 'size-7 text-muted-foreground hover:text-foreground';

/**
 * Under a reply: Regenerate, and thumbs up or down (pressed when chosen; pressing it again clears it).
 * A thumbs down opens an optional comment: what was wrong.
 */
export function ReplyActions<M extends ChatMessage>({ chat, message, onRegenerate }: ReplyActionsProps<M>) {
  const vote = useVote(chat, message.id);
  const [commenting, setCommenting] = useState(false);
  const current = vote.isPending ? (vote.variables?.value ?? message.vote) : message.vote;
  const choose = (value: 1 | -1) => {
    const next = current === value ? 0 : value;
    vote.mutate({ value: next });
    setCommenting(next === -1);
  };
  return (
    <>
      {onRegenerate && (
        <Button variant="ghost" size="icon" aria-label="Regenerate" title="Regenerate" onClick={onRegenerate} className={iconClass}>
          <RefreshCw aria-hidden="true" />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label="Good reply"
        title="Good reply"
        aria-pressed={current === 1}
        onClick={() => choose(1)}
        className={cn(iconClass, current === 1 && 'text-primary')}
      >
        <ThumbsUp aria-hidden="true" className={cn(current === 1 && 'fill-current')} />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Bad reply"
        title="Bad reply"
        aria-pressed={current === -1}
        onClick={() => choose(-1)}
        className={cn(iconClass, current === -1 && 'text-destructive')}
      >
        <ThumbsDown aria-hidden="true" className={cn(current === -1 && 'fill-current')} />
      </Button>
      {commenting && (
        <VoteComment
          initial={message.voteComment ?? ''}
          onSend={(comment) => vote.mutate({ value: -1, comment }, { onSuccess: () => setCommenting(false) })}
          onClose={() => setCommenting(false)}
        />
      )}
    </>
  );
}

/** What was wrong with the reply, in the user's words; optional. */
function VoteComment({ initial, onSend, onClose }: { initial: string; onSend: (comment: string) => void; onClose: () => void }) {
  const [text, setText] = useState(initial);
  const id = useId();
  return (
    <form
      className="basis-full space-y-2 pt-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(text.trim());
      }}
    >
      <label htmlFor={id} className="text-xs text-muted-foreground">
        What was wrong with this reply? (optional)
      </label>
      <Textarea id={id} value={text} onChange={(event) => setText(event.target.value)} rows={2} maxLength={2000} />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Send feedback
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          Skip
        </Button>
      </div>
    </form>
  );
}
