import { format } from 'date-fns';
import { Sparkles } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import type { MessagePart } from '@common/messages';
import { Markdown } from '@/components/markdown';
import { ToolCard } from '@/features/ai/components/tool-card';
import { CopyButton } from '@/features/messages/components/copy-button';
import { EditableUserRow } from '@/features/messages/components/editable-user-row';
import { MessageSources } from '@/features/messages/components/message-sources';
import { cn } from '@/lib/utils';

function AssistantAvatar() {
  return (
    <span aria-hidden="true" className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground">
      <Sparkles className="size-4" />
    </span>
  );
}

/** An assistant turn on the left: avatar, bubble, and what goes under it (copy, retry). */
export function AssistantRow({ children, footer, className }: { children: ReactNode; footer?: ReactNode; className?: string }) {
  return (
    <article aria-label="Northstar said" className="flex max-w-full items-start gap-3">
      <AssistantAvatar />
      <div className="min-w-0 max-w-[calc(100%-2.75rem)] @xl:max-w-[80%]">
        <div className={cn('rounded-2xl rounded-tl-sm border bg-card px-4 py-3 text-sm shadow-xs', className)}>{children}</div>
        {footer && <div className="mt-1 flex flex-wrap items-center gap-1">{footer}</div>}
      </div>
    </article>
  );
}

/** The user's turn on the right; `footer` goes under it (its time, Edit). */
export function UserRow({ content, pending = false, footer }: { content: string; pending?: boolean; footer?: ReactNode }) {
  return (
    <article aria-label="You said" aria-busy={pending || undefined} className="flex flex-col items-end gap-1">
      <div
        className={cn(
          'max-w-[85%] rounded-2xl rounded-tr-sm bg-primary px-4 py-2.5 text-sm break-words text-primary-foreground shadow-xs @xl:max-w-[75%]',
          pending && 'opacity-70',
        )}
      >
        <Markdown content={content} />
      </div>
      {footer}
    </article>
  );
}

export type MessageBubbleProps = {
  role: 'user' | 'assistant';
  content: string;
  copyable: boolean;
  /** What else can be done with an assistant reply, shown beside Copy (open a draft as a document). */
  action?: ReactNode;
  /** The reply's parts: when it called tools, its text and a card per call, in order. */
  parts?: MessagePart[];
  /** The model that wrote a reply, by its label. */
  model?: string;
  /** A user message that can be edited and sent again: the new text in its place. */
  onEdit?: (content: string, onAccepted: () => void) => Promise<boolean>;
  /** When it was sent (ISO), shown as HH:mm. */
  time?: string;
};

/** A message's time as HH:mm, or nothing for a message not saved yet. */
export function MessageTime({ at }: { at?: string }) {
  const date = at ? new Date(at) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={at} className="px-1 text-[11px] text-muted-foreground">
      {format(date, 'HH:mm')}
    </time>
  );
}

/** A reply that called tools: each text part as Markdown and each tool call as a card, in the order they came. */
function PartsBody({ parts }: { parts: MessagePart[] }) {
  return parts.map((part, i) =>
    part.type === 'text' ? (
      <Markdown key={i} content={part.text} />
    ) : part.type.startsWith('tool-') && 'toolCallId' in part ? (
      <ToolCard key={part.toolCallId} part={part} />
    ) : null,
  );
}

/** One row of the conversation; memoised so a long chat re-renders only what changed. */
export const MessageBubble = memo(function MessageBubble({
  role,
  content,
  copyable,
  action,
  parts,
  model,
  onEdit,
  time,
}: MessageBubbleProps) {
  if (role === 'user') return <EditableUserRow content={content} onEdit={onEdit} time={time} />;
  const footer =
    copyable || action || model || time ? (
      <>
        {copyable && <CopyButton text={content} />}
        {action}
        {(model || time) && (
          <span className="inline-flex min-w-0 items-center gap-1">
            {model && (
              <span className="truncate text-xs text-muted-foreground" aria-label={`Written by ${model}`}>
                {model}
              </span>
            )}
            <MessageTime at={time} />
          </span>
        )}
      </>
    ) : undefined;
  return (
    <AssistantRow footer={footer}>
      {parts?.some((part) => part.type.startsWith('tool-')) ? <PartsBody parts={parts} /> : <Markdown content={content} />}
      <MessageSources parts={parts} />
    </AssistantRow>
  );
});
