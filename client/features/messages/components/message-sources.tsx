import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import type { MessagePart, SourceUrlPart } from '@common/messages';

/** The files and documents a reply drew on, as a small list of links under it ("Sources"). */
export function MessageSources({ parts }: { parts?: MessagePart[] }) {
  const sources = (parts ?? []).filter((part): part is SourceUrlPart => part.type === 'source-url');
  if (sources.length === 0) return null;
  return (
    <nav aria-label="Sources" className="mt-3 border-t pt-2 text-xs">
      <p className="mb-1 font-medium text-muted-foreground">Sources</p>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {sources.map((source) => (
          <li key={source.sourceId} className="min-w-0">
            <Link href={source.url} className="inline-flex max-w-full items-center gap-1 text-primary underline-offset-2 hover:underline">
              <FileText aria-hidden="true" className="size-3 shrink-0" />
              <span className="truncate">{source.title ?? source.url}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
