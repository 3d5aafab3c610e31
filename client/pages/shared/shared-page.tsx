import { format } from 'date-fns';
import { Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SharedItemDto, SharedMessageDto } from '@common/sharing';
import { BrandMark } from '@/components/brand-mark';
import { LoadFailed, Loading } from '@/components/load-states';
import { Markdown } from '@/components/markdown';
import { DocumentText } from '@/features/documents/components/document-text';
import { useSharedItem } from '@/features/sharing/api/get-shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';

const KIND_LABEL: Record<SharedItemDto['kind'], string> = { document: 'Document', chat: 'Chat', design: 'Design' };

/** The thin bar over every shared page: where it comes from, and that it is read-only. */
function SharedHeader() {
  return (
    <header className="sticky top-0 z-10 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-12 max-w-4xl items-center gap-2 px-4 sm:px-6">
        <BrandMark className="size-6 rounded-md [&_svg]:size-3" />
        <p className="text-sm">
          <span className="font-semibold">Shared from Northstar</span>
          <span className="text-muted-foreground"> · read-only</span>
        </p>
      </div>
    </header>
  );
}

/** A chat's messages, as its transcript: questions on the right, answers on the left, Markdown as replies show it. */
function Transcript({ messages }: { messages: SharedMessageDto[] }) {
  if (messages.length === 0) return <p className="text-sm text-muted-foreground">No messages yet.</p>;
  return (
    <ol className="grid gap-4" aria-label="Messages">
      {messages.map((message, i) => {
        const mine = message.role === 'user';
        return (
          <li key={i} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
            <div
              className={cn(
                'max-w-[min(42rem,92%)] rounded-2xl px-4 py-3 text-sm leading-relaxed',
                mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md border bg-card',
              )}
            >
              <p className={cn('mb-1 text-xs font-medium', mine ? 'text-primary-foreground/80' : 'text-muted-foreground')}>
                {mine ? 'Question' : 'Northstar'}
              </p>
              <Markdown content={message.text} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function SharedItem({ item }: { item: SharedItemDto }) {
  usePageTitle(item.title);
  let body: ReactNode;
  if (item.kind === 'document') body = <DocumentText html={item.content} />;
  else if (item.kind === 'chat') body = <Transcript messages={item.messages} />;
  else
    body = (
      <div className="grid gap-6">
        {item.imageUrl && (
          <figure className="overflow-hidden rounded-xl border bg-muted/50 p-3">
            <img
              src={item.imageUrl}
              alt={`Design: ${item.title}`}
              className="mx-auto max-h-[70vh] max-w-full rounded-md border bg-card object-contain"
            />
          </figure>
        )}
        {item.content && (
          <section aria-label="Notes">
            <DocumentText html={item.content} />
          </section>
        )}
        <section aria-labelledby="shared-review" className="grid gap-3">
          <h2 id="shared-review" className="text-lg font-semibold">
            Review
          </h2>
          <Transcript messages={item.messages} />
        </section>
      </div>
    );
  return (
    <article className="grid gap-6">
      <div className="grid gap-1 border-b pb-4">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{KIND_LABEL[item.kind]}</p>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{item.title}</h1>
        <p className="text-sm text-muted-foreground">Updated {format(new Date(item.updatedAt), 'd MMM yyyy')}</p>
      </div>
      {body}
    </article>
  );
}

/** What a dead link shows: revoked, expired or never made, alike. */
function Unavailable() {
  usePageTitle('Link unavailable');
  return (
    <div className="grid place-items-center py-16 text-center">
      <span aria-hidden="true" className="mb-4 grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <Link2Off className="size-6" />
      </span>
      <h1 className="text-2xl font-bold">This link is no longer available</h1>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">
        It may have been revoked or have expired. Ask the person who shared it with you for a new link.
      </p>
    </div>
  );
}

/**
 * The page of a share link (`/s/<token>`), for anyone holding it, signed in or not: the document,
 * chat or design read-only, or "no longer available". Never indexed (the server says so too).
 */
export function SharedPage({ token }: { token: string }) {
  const shared = useSharedItem(token);
  const gone = shared.error instanceof ApiError && shared.error.status === 404;
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <meta name="robots" content="noindex, nofollow" />
      <SharedHeader />
      <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
        {shared.data ? (
          <SharedItem item={shared.data} />
        ) : gone ? (
          <Unavailable />
        ) : shared.isError ? (
          <LoadFailed message="Failed to load this shared page" onRetry={() => void shared.refetch()} />
        ) : (
          <Loading />
        )}
      </main>
    </div>
  );
}
