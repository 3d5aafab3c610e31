import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { loadMarkdownRendererAfterPaint } from '@/components/markdown';
import { MessageBubble, type MessageBubbleProps } from '@/features/messages/components/message-bubble';
import { EarlierMessages } from '@/features/messages/components/earlier-messages';
import { useEarlierPages, type EarlierPages } from '@/features/messages/hooks/use-earlier-pages';

/** A message as the list shows it: what its bubble shows, and its id. */
export type ListItem = MessageBubbleProps & { id: string };

/** Within this distance of the bottom, the list follows new content. */
const STICK_PX = 80;

type MessageListProps = {
  items: ListItem[];
  /** What follows the messages: a pending message, the reply being written. */
  tail?: ReactNode;
  /** Shown when there are no messages. */
  empty?: ReactNode;
  /** When it changes (the user sent something), the list scrolls to the bottom whatever the position. */
  followKey?: unknown;
  /** The chat's earlier messages, loaded when the reader scrolls to the top. */
  earlier?: EarlierPages;
};

/**
 * The conversation, oldest first, scrolled to the newest: it follows new messages and streamed text
 * while the reader is at the bottom, and stays put when they have scrolled up to read. Earlier
 * messages load as the reader reaches the top.
 */
export function MessageList({ items, tail, empty, followKey, earlier }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const pages = useEarlierPages(items[0]?.id, earlier);
  const content = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);

  const scrollToBottom = () => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  };

  // Replies are Markdown: the renderer is fetched once the conversation shows, before one arrives.
  useEffect(() => loadMarkdownRendererAfterPaint(), []);

  // A new message of the user's own (followKey) always brings the view down.
  useLayoutEffect(() => {
    atBottom.current = true;
    scrollToBottom();
  }, [followKey]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && !pages.keepPlace(el) && atBottom.current) scrollToBottom();
  });

  useEffect(() => {
    if (scroller.current) pages.fill(scroller.current);
  });

  // Images and streamed text change the height after render: follow them too.
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined' || !content.current) return;
    const observer = new ResizeObserver(() => atBottom.current && scrollToBottom());
    observer.observe(content.current);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label="Messages"
      aria-relevant="additions"
      onScroll={(event) => {
        const el = event.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
        pages.onScroll(el);
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
    >
      <div ref={content} className="@container mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6">
        {earlier && <EarlierMessages earlier={earlier} onLoad={() => scroller.current && pages.load(scroller.current)} />}
        {items.length === 0 && empty}
        {items.map((item) => (
          <MessageBubble key={item.id} {...item} />
        ))}
        {tail}
      </div>
    </div>
  );
}
