import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { DocumentDto } from '@common/documents';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useEditorDocument } from '@/features/documents/api/get-editor-document';
import { serverMessage } from '@/lib/api-client';
import { DocumentEditor } from '@/pages/documents/document-editor';
import { DOCUMENTS_PATH } from '@/pages/documents/paths';

type OpenDocumentProps = { id: string; userId: string; onLeave: () => void };

/** A saved document: a spinner while it loads (fresh from the server), an error if it cannot, else the editor. */
export function OpenDocument({ id, userId, onLeave }: OpenDocumentProps) {
  // The editor starts from the server's copy of now, never from an older cached one, and keeps it:
  // once it has it, the query rests (a live update or a save does not fetch the whole text again).
  const [initial, setInitial] = useState<DocumentDto | null>(null);
  const document = useEditorDocument(id, { enabled: initial === null });
  const fresh = document.data && document.isFetchedAfterMount && !document.isFetching ? document.data : null;
  if (initial === null && fresh) setInitial(fresh);

  if (initial) return <DocumentEditor userId={userId} initial={initial} onLeave={onLeave} />;
  if (document.isError) return <DocumentError message={serverMessage(document.error, 'Could not load the document.')} />;
  return (
    <div className="flex h-full items-center justify-center">
      <Spinner className="size-8 text-primary" />
    </div>
  );
}

function DocumentError({ message }: { message: string }) {
  return (
    <div className="flex min-h-full items-center justify-center p-4 py-16">
      <div role="alert" className="w-full max-w-md rounded-xl border bg-card p-6 text-center shadow-sm">
        <AlertCircle className="mx-auto size-10 text-destructive" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-semibold">Could not open the document</h1>
        <p className="mt-2 text-sm text-muted-foreground">{message}</p>
        <Link href={DOCUMENTS_PATH} className={buttonVariants({ className: 'mt-6' })}>
          Back to Documents
        </Link>
      </div>
    </div>
  );
}
