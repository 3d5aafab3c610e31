import { formatDistanceToNow } from 'date-fns';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { commentPath } from '@common/comments';
import { Button } from '@/components/ui/button';
import { useMarkNotification, useNotifications } from '@/features/notifications/api/notifications';
import { cn } from '@/lib/utils';

/**
 * The bell: how many notifications are unread, and a list of the latest (who mentioned you, on which
 * document, what they wrote), each a link to the comment that marks it read. Opens upward from the
 * sidebar's foot (`up`) or downward from the phone's top bar.
 */
export function NotificationsBell({ placement }: { placement: 'up' | 'down' }) {
  const notifications = useNotifications();
  const mark = useMarkNotification();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => root.current?.contains(event.target as Node) || setOpen(false);
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <Button
        variant="ghost"
        size="icon"
        aria-label={unread ? `Notifications (${unread} unread)` : 'Notifications'}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className="relative"
      >
        <Bell aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 grid min-w-4 place-items-center rounded-full bg-destructive px-1 text-[10px] leading-4 font-semibold text-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </Button>
      {open && (
        <section
          id={listId}
          aria-label="Notifications"
          className={cn(
            'absolute z-50 w-80 max-w-[calc(100vw-1rem)] rounded-lg border bg-card text-card-foreground shadow-lg',
            placement === 'up' ? 'bottom-full left-0 mb-2' : 'top-full right-0 mt-2',
          )}
        >
          <h2 className="border-b px-3 py-2 text-sm font-semibold">Notifications</h2>
          {items.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground">Nothing yet. When someone @mentions you in a comment, it shows here.</p>
          ) : (
            <ul className="max-h-96 overflow-y-auto py-1">
              {items.map((n) => (
                <li key={n.id}>
                  <Link
                    href={commentPath(n.documentId, n.threadId)}
                    onClick={() => {
                      setOpen(false);
                      if (!n.readAt) mark.mutate({ id: n.id, read: true });
                    }}
                    className="block space-y-0.5 px-3 py-2 text-sm hover:bg-accent"
                  >
                    <span className="flex items-center gap-2">
                      {!n.readAt && <span aria-label="Unread" className="size-2 shrink-0 rounded-full bg-primary" />}
                      <span className="min-w-0 truncate font-medium">{n.documentTitle || 'Untitled'}</span>
                    </span>
                    <span className="block truncate text-xs">
                      <span className="sr-only">Mentioned you on {n.documentTitle || 'Untitled'}: </span>
                      {n.actor.email} mentioned you
                    </span>
                    <span className="line-clamp-2 block text-xs text-muted-foreground">{n.excerpt}</span>
                    <time dateTime={n.createdAt} className="block text-xs text-muted-foreground">
                      {formatDistanceToNow(new Date(n.createdAt), { addSuffix: true })}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
