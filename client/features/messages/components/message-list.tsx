import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { MessageBubble } from '@/features/messages/components/message-bubble';

export type ListItem = { id: string; role: 'user' | 'assistant'; content: string; copyable: boolean };

/** Long chats render their latest messages only; earlier ones come on request, a page at a time. */
const PAGE_SIZE = 200;
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
};

/**
 * The conversation, oldest first, scrolled to the newest: it follows new messages and streamed text
 * while the reader is at the bottom, and stays put when they have scrolled up to read.
 */
export function MessageList({ items, tail, empty, followKey }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const [shown, setShown] = useState(PAGE_SIZE);
  const hidden = Math.max(0, items.length - shown);
  const visible = hidden > 0 ? items.slice(hidden) : items;

  const scrollToBottom = () => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  };

  // A new message of the user's own (followKey) always brings the view down.
  useLayoutEffect(() => {
    atBottom.current = true;
    scrollToBottom();
  }, [followKey]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (atBottom.current) scrollToBottom();
  });

  // Images and streamed text change the height after render: follow them too.
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined' || !content.current) return;
    const observer = new ResizeObserver(() => atBottom.current && scrollToBottom());
    observer.observe(content.current);
    return () => observer.disconnect();
  }, []);

  function showEarlier() {
    const el = scroller.current;
    if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
    setShown((n) => n + PAGE_SIZE);
  }

  return (
    <div
      ref={scroller}
      role="log"
      aria-label="Messages"
      aria-relevant="additions"
      onScroll={(event) => {
        const el = event.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
    >
      <div ref={content} className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6">
        {hidden > 0 && (
          <Button variant="outline" size="sm" className="self-center" onClick={showEarlier}>
            Show earlier messages ({hidden})
          </Button>
        )}
        {items.length === 0 && empty}
        {visible.map((item) => (
          <MessageBubble key={item.id} role={item.role} content={item.content} copyable={item.copyable} />
        ))}
        {tail}
      </div>
    </div>
  );
}
