import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { EmptyState, type EmptyStateProps } from '@/components/empty-state';
import { LoadedList } from '@/components/load-states';
import { cn } from '@/lib/utils';

type CreateCardProps = { href: string; title: string; text: string; className?: string };

/** The dashed first card of a grid: opens the editor on something new. */
function CreateCard({ href, title, text, className }: CreateCardProps) {
  return (
    <li className={className}>
      <Link
        href={href}
        className="group flex h-full flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-input bg-card/50 p-6 text-center transition-colors outline-none hover:border-primary/60 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-full bg-accent text-accent-foreground transition-transform group-hover:scale-105"
        >
          <Plus className="size-6" />
        </span>
        <span className="font-semibold">{title}</span>
        <span className="max-w-56 text-sm text-muted-foreground">{text}</span>
      </Link>
    </li>
  );
}

type CardGridProps<T> = {
  query: { isError: boolean; refetch: () => unknown };
  items: T[] | undefined;
  /** Why nothing shows when the list failed to load. */
  failed: string;
  /** What an empty list says, and its way to the first item. */
  empty: EmptyStateProps;
  /** What shows instead when a search found nothing ('No chats match “plan”'). */
  noMatch?: string;
  /** The dashed first card, which takes the empty state's way to a new item: what it says, and its height. */
  create?: { text: string; className: string };
  /** The grid's columns by screen size. */
  columns: string;
  children: (item: T) => ReactNode;
};

/** The chats, documents or designs of a list screen, as a grid of cards (with its loading, failed and empty states). */
export function CardGrid<T>({ query, items, failed, empty, noMatch, create, columns, children }: CardGridProps<T>) {
  const none = noMatch ? (
    <p role="status" className="py-16 text-center text-sm text-muted-foreground">
      {noMatch}
    </p>
  ) : (
    <EmptyState {...empty} />
  );
  return (
    <LoadedList query={query} items={items} failed={failed} empty={none}>
      {(list) => (
        <ul className={cn('grid grid-cols-1 gap-4', columns)}>
          {create && <CreateCard href={empty.action.href} title={empty.action.label} {...create} />}
          {list.map(children)}
        </ul>
      )}
    </LoadedList>
  );
}
