import { formatDistanceToNow } from 'date-fns';
import { Check, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { CommentDto } from '@common/comments';
import { LIMITS } from '@common/constants';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { MentionTextarea } from '@/features/documents/components/mention-textarea';
import { cn } from '@/lib/utils';

/** Where a thread sits: on a passage found in the text, on one no longer there (an orphan), or on the whole document. */
export type ThreadPlace = 'passage' | 'orphan' | 'document';

type CommentThreadProps = {
  thread: CommentDto;
  place: ThreadPlace;
  active: boolean;
  people: string[];
  onFocus: () => void;
  onReply: (body: string) => Promise<boolean>;
  onResolve: (resolved: boolean) => Promise<boolean>;
};

const ago = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });

function Byline({ email, at }: { email: string; at: string }) {
  return (
    <p className="flex min-w-0 items-baseline gap-2 text-xs">
      <span className="truncate font-medium" title={email}>
        {email}
      </span>
      <time dateTime={at} title={new Date(at).toLocaleString()} className="shrink-0 text-muted-foreground">
        {ago(at)}
      </time>
    </p>
  );
}

/** One thread in the Comments panel: its passage, its comments, a reply box, and Resolve or Reopen. */
export function CommentThread({ thread, place, active, people, onFocus, onReply, onResolve }: CommentThreadProps) {
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const resolved = thread.resolvedAt !== null;
  const run = async (task: () => Promise<boolean>) => {
    setBusy(true);
    const done = await task();
    setBusy(false);
    return done;
  };
  const send = async () => {
    if (reply.trim() && (await run(() => onReply(reply)))) setReply('');
  };

  return (
    <article
      aria-label={`Comment by ${thread.author.email}`}
      aria-current={active || undefined}
      data-thread-id={thread.id}
      onClick={onFocus}
      className={cn(
        'space-y-2 rounded-lg border bg-card p-3 text-sm shadow-xs',
        active && 'border-amber-500 ring-2 ring-amber-500/30',
        resolved && 'opacity-80',
      )}
    >
      {place === 'document' ? (
        <p className="text-xs text-muted-foreground">On the whole document</p>
      ) : (
        <blockquote className="line-clamp-3 border-l-2 border-amber-500 pl-2 text-xs text-muted-foreground italic">
          {thread.anchor?.quote}
        </blockquote>
      )}
      {place === 'orphan' && <p className="rounded-sm bg-muted px-2 py-1 text-xs text-muted-foreground">Passage removed or changed</p>}
      <div className="space-y-1">
        <Byline email={thread.author.email} at={thread.createdAt} />
        <p className="break-words whitespace-pre-wrap">{thread.body}</p>
      </div>
      {thread.replies.length > 0 && (
        <ol aria-label="Replies" className="space-y-2 border-l pl-3">
          {thread.replies.map((r) => (
            <li key={r.id} className="space-y-1">
              <Byline email={r.author.email} at={r.createdAt} />
              <p className="break-words whitespace-pre-wrap">{r.body}</p>
            </li>
          ))}
        </ol>
      )}
      {resolved && thread.resolvedBy && (
        <p className="text-xs text-muted-foreground">
          Resolved by {thread.resolvedBy.email} {ago(thread.resolvedAt ?? thread.createdAt)}
        </p>
      )}
      {!resolved && (
        <MentionTextarea
          label="Reply"
          placeholder="Reply… (@ to mention)"
          value={reply}
          onChange={setReply}
          people={people}
          onSubmit={() => void send()}
          maxLength={LIMITS.commentChars}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {!resolved && (
          <Button size="sm" variant="outline" disabled={busy || !reply.trim()} onClick={() => void send()}>
            Reply
          </Button>
        )}
        <Button size="sm" variant={resolved ? 'outline' : 'secondary'} disabled={busy} onClick={() => void run(() => onResolve(!resolved))}>
          {busy ? <Spinner aria-hidden="true" /> : resolved ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
          {resolved ? 'Reopen' : 'Resolve'}
        </Button>
      </div>
    </article>
  );
}
