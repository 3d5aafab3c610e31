import { format } from 'date-fns';
import { Sparkles } from 'lucide-react';
import { memo } from 'react';
import { Markdown } from '@/components/markdown';
import { cn } from '@/lib/utils';

function timeOf(createdAt: string) {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : <time dateTime={createdAt}>{format(date, 'HH:mm')}</time>;
}

type TimedMessageProps = {
  message: { role: 'user' | 'assistant'; content: string; createdAt: string };
  pending?: boolean;
};

/**
 * One turn of a document or design chat: the assistant on the left in Markdown, the user on the right,
 * each with its time (HH:mm).
 */
export const TimedMessage = memo(function TimedMessage({ message, pending = false }: TimedMessageProps) {
  const time = pending ? null : timeOf(message.createdAt);
  if (message.role === 'user') {
    return (
      <article aria-label="You said" aria-busy={pending || undefined} className="flex flex-col items-end gap-1">
        <div
          className={cn(
            'max-w-[85%] rounded-2xl rounded-tr-sm bg-primary px-3.5 py-2 text-sm whitespace-pre-wrap break-words text-primary-foreground shadow-xs',
            pending && 'opacity-70',
          )}
        >
          {message.content}
        </div>
        {time && <span className="px-1 text-[11px] text-muted-foreground">{time}</span>}
      </article>
    );
  }
  return (
    <article aria-label="Northstar said" className="flex items-start gap-2.5">
      <span aria-hidden="true" className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground">
        <Sparkles className="size-3.5" />
      </span>
      <div className="flex min-w-0 max-w-[calc(100%-2.5rem)] flex-col gap-1">
        <div className="rounded-2xl rounded-tl-sm border bg-background px-3.5 py-2.5 text-sm shadow-xs">
          <Markdown content={message.content} />
        </div>
        {time && <span className="px-1 text-[11px] text-muted-foreground">{time}</span>}
      </div>
    </article>
  );
});
