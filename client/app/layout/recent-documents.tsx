import { useId } from 'react';
import { Link } from 'wouter';
import type { DocumentSummary } from '@common/documents';
import { Spinner } from '@/components/ui/spinner';
import { sidebarItemClass } from '@/app/layout/sidebar-item';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

type RecentDocumentsProps = {
  documents: DocumentSummary[] | undefined;
  isError: boolean;
  location: string;
  onNavigate?: () => void;
};

/** The chats touched most recently (newest first, as the server sends them), each opening its chat. */
export function RecentDocuments({ documents, isError, location, onNavigate }: RecentDocumentsProps) {
  const headingId = useId();
  const recent = documents ?? [];

  return (
    <section aria-labelledby={headingId} className="space-y-1">
      <h2 id={headingId} className="px-3 pb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        Recent Documents
      </h2>
      {documents === undefined && !isError ? (
        <Spinner className="mx-3 text-muted-foreground" />
      ) : recent.length === 0 ? (
        <p className="px-3 text-sm text-muted-foreground">{isError ? 'Could not load documents' : 'No documents yet'}</p>
      ) : (
        <ul className="space-y-0.5">
          {recent.map((document) => {
            const href = paths.chat(document.id);
            return (
              <li key={document.id}>
                <Link
                  href={href}
                  onClick={onNavigate}
                  aria-current={location === href ? 'page' : undefined}
                  data-active={location === href}
                  className={cn(sidebarItemClass, 'font-normal')}
                >
                  <span className="truncate">{document.title.trim() || 'Untitled'}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
