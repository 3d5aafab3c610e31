import { useId } from 'react';
import { Link } from 'wouter';
import type { DocumentSummary } from '@common/documents';
import { Spinner } from '@/components/ui/spinner';
import { sidebarItemClass } from '@/app/layout/sidebar-item';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

type RecentChatsProps = {
  chats: DocumentSummary[] | undefined;
  isError: boolean;
  location: string;
  onNavigate?: () => void;
};

/**
 * The chats touched most recently (newest first, as the server sends them), each opening its chat.
 * Named for what it lists: documents have their own screen (decision 046).
 */
export function RecentChats({ chats, isError, location, onNavigate }: RecentChatsProps) {
  const headingId = useId();
  const recent = chats ?? [];

  return (
    <section aria-labelledby={headingId} className="space-y-1">
      <h2 id={headingId} className="px-3 pb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        Recent Chats
      </h2>
      {chats === undefined && !isError ? (
        <Spinner className="mx-3 text-muted-foreground" />
      ) : recent.length === 0 ? (
        <p className="px-3 text-sm text-muted-foreground">{isError ? 'Could not load chats' : 'No chats yet'}</p>
      ) : (
        <ul className="space-y-0.5">
          {recent.map((chat) => {
            const href = paths.chat(chat.id);
            return (
              <li key={chat.id}>
                <Link
                  href={href}
                  onClick={onNavigate}
                  aria-current={location === href ? 'page' : undefined}
                  data-active={location === href}
                  className={cn(sidebarItemClass, 'font-normal')}
                >
                  <span className="truncate">{chat.title.trim() || 'Untitled'}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
