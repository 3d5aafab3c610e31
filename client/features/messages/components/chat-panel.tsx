import { Info, MessagesSquare, Sparkles } from 'lucide-react';
import { memo, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useToastClearance } from '@/hooks/use-toast-clearance';
import { LoadFailed, Loading } from '@/components/load-states';
import { MessageComposer } from '@/components/message-composer';
import { endsCut, useConversationMessages, type ChatMessage, type Conversation } from '@/features/messages/api/conversations';
import { modelLabel, useAiModels } from '@/features/ai/api/get-ai-models';
import { EarlierMessages } from '@/features/messages/components/earlier-messages';
import { MessageBubble, UserRow } from '@/features/messages/components/message-bubble';
import { ReplyStatus } from '@/features/messages/components/reply-status';
import { ThinkingIndicator } from '@/features/messages/components/thinking-indicator';
import { useEarlierPages } from '@/features/messages/hooks/use-earlier-pages';
import { useReplyStream } from '@/features/messages/hooks/use-reply-stream';
import { useReviewAnchor } from '@/features/messages/hooks/use-review-anchor';
import { messageItem, steeringOf } from '@/features/messages/lib/message-items';
import { ViewOnlyNote } from '@/features/teams/components/view-only';
import { cn } from '@/lib/utils';

/** A refused message says only this in the document and design chats. */
const describeRefusal = () => 'Failed to send message';

/** What a kind of chat panel says: constant for each kind, so the panel re-renders only when its chat changes. */
export type ChatPanelCopy = {
  /** 'Analysis & Chat', 'Design Chat'. */
  title: string;
  /** Beside the title (the engine badge). */
  badge?: ReactNode;
  /** Said while a reply has not begun; by default a 'Thinking…' bubble. */
  thinking?: string;
  /** What an empty conversation says: how to begin. */
  empty: { title: string; text: string };
  /** The question field, which is hidden, or shown disabled, until there is something to ask about. */
  input: { label: string; placeholder: string; untilAnalysed: 'hidden' | 'disabled' };
};

type ChatPanelProps<M extends ChatMessage> = {
  copy: ChatPanelCopy;
  /** The conversation of the saved document or design; null for a new one (nothing to load or send yet). */
  conversation: Conversation<M> | null;
  /** The analysis comes from the offline, rule-based engine (said once there is one). */
  offline: boolean;
  /** An analysis is being made: this says so at the end of the conversation. */
  analyzing: string | null;
  /** An analysis was made since the editor opened. */
  analyzed?: boolean;
  /** Runs before a message goes (e.g. saving pending edits, which the reply reads); false stops the send. */
  beforeSend?: () => Promise<boolean>;
  /** Under the question field (alone at the bottom while it is hidden): the chat's model picker. */
  composerFooter?: ReactNode;
  /** The reader may not write in this chat (a team's viewer): the conversation is shown without its field and actions. */
  readOnly?: boolean;
  className?: string;
};

/**
 * The conversation beside a document or a design: its analysis and the questions about it, each reply
 * streaming in as it is written, with Stop, and Retry after a failure. Questions can be asked once
 * there is an analysis (or any message). Its messages are the chat page's: a question can be edited
 * and sent again, a reply to a question regenerated, and any reply voted on.
 */
function ChatPanelView<M extends ChatMessage>(props: ChatPanelProps<M>) {
  const { copy, conversation, offline, analyzing, analyzed = false, beforeSend, composerFooter, readOnly = false, className } = props;
  const messages = useConversationMessages(conversation);
  const reply = useReplyStream(conversation, { describeRefusal });
  const models = useAiModels();
  const headingId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const list = conversation ? (messages.data ?? []) : [];
  const canAsk = conversation !== null && (analyzed || list.length > 0);
  const unanswered = reply.phase === 'idle' && list.at(-1)?.role === 'user';
  const isEmpty = list.length === 0 && !analyzing && reply.pendingUser === null;

  const earlier = { more: messages.hasNextPage, loading: messages.isFetchingNextPage, load: () => void messages.fetchNextPage() };
  const pages = useEarlierPages(list[0]?.id, earlier);
  const lastId = list.at(-1)?.id;

  // New content at the end brings the view down, or to the top of the review it ends with; earlier
  // messages loading above keep it in place.
  const settled = reply.phase === 'idle' && reply.pendingUser === null && !analyzing;
  const readerMoves = useReviewAnchor(scroller, list, {
    scrollKey: [lastId, reply.pendingUser, reply.text, reply.phase, analyzing],
    settled,
  });
  useLayoutEffect(() => {
    if (scroller.current) pages.keepPlace(scroller.current);
  });
  useEffect(() => {
    if (scroller.current) pages.fill(scroller.current);
  });

  const steering = conversation && steeringOf(conversation, reply, readOnly);

  async function send(text: string) {
    if (!conversation) return false;
    if (beforeSend && !(await beforeSend())) return false;
    return reply.send(text);
  }

  return (
    <section aria-labelledby={headingId} className={cn('flex min-h-0 flex-col overflow-hidden border bg-card', className)}>
      <div className="flex h-12 shrink-0 items-center gap-2 border-b px-4">
        <MessagesSquare className="size-4 text-primary" aria-hidden="true" />
        <h2 id={headingId} className="flex-1 font-semibold">
          {copy.title}
        </h2>
        {copy.badge}
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
        aria-label={`${copy.title} messages`}
        onScroll={(event) => pages.onScroll(event.currentTarget)}
        {...readerMoves}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
      >
        <div className="@container flex flex-col gap-4 p-4">
          <EarlierMessages earlier={earlier} onLoad={() => scroller.current && pages.load(scroller.current)} />
          {messages.isError ? (
            <LoadFailed size="panel" message="Could not load the conversation." onRetry={() => void messages.refetch()} />
          ) : conversation && messages.isPending ? (
            <Loading size="panel" />
          ) : (
            isEmpty && (
              <EmptyConversation
                {...(readOnly
                  ? { title: 'Nothing here yet', text: 'Analyses and questions show here once an editor of the team asks for them.' }
                  : copy.empty)}
              />
            )
          )}
          {steering &&
            list.map((message, i) => (
              <div key={message.id} data-message-id={message.id}>
                <MessageBubble
                  {...messageItem(message, steering, {
                    model: modelLabel(models.data, message.model),
                    timed: true,
                    // An analysis answers no question: it is not written again here.
                    regenerable: list[i - 1]?.role === 'user',
                  })}
                />
              </div>
            ))}
          {reply.pendingUser !== null && <UserRow content={reply.pendingUser} pending />}
          {analyzing && <ThinkingIndicator label={analyzing} />}
          <ReplyStatus
            reply={reply}
            unanswered={unanswered}
            onRetry={() => void reply.retry()}
            cut={reply.phase === 'idle' && endsCut(list)}
            onContinue={() => void reply.continueReply()}
            waiting={copy.thinking && <ThinkingIndicator label={copy.thinking} />}
          />
        </div>
      </div>
      {readOnly ? (
        <ViewOnlyNote>You can read this conversation. Editors of the team can write in it.</ViewOnlyNote>
      ) : canAsk || copy.input.untilAnalysed === 'disabled' ? (
        <MessageComposer
          label={copy.input.label}
          placeholder={copy.input.placeholder}
          onSend={send}
          onStop={reply.stop}
          replying={reply.busy}
          disabled={!canAsk}
          footer={composerFooter}
        />
      ) : (
        // Before the first analysis: its model can be chosen already.
        composerFooter && <PickerBar>{composerFooter}</PickerBar>
      )}
    </section>
  );
}

/** The model picker alone at the panel's foot: like the message field, a toast stays above it. */
function PickerBar({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useToastClearance(ref);
  return (
    <div ref={ref} className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1 border-t px-4 py-2">
      {children}
    </div>
  );
}

/** Memoised: typing in the editor beside it does not re-render the conversation. */
export const ChatPanel = memo(ChatPanelView) as typeof ChatPanelView;

function EmptyConversation({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-accent text-accent-foreground">
        <Sparkles className="size-5" />
      </span>
      <p className="font-medium">{title}</p>
      <p className="max-w-xs text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
