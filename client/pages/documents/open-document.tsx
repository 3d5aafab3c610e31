import { startTransition, Suspense, useEffect, useState } from 'react';
import type { DocumentDto } from '@common/documents';
import { ErrorScreen, Loading } from '@/components/load-states';
import { useEditorDocument } from '@/features/documents/api/editor-document';
import { serverMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { DocumentPreview } from '@/pages/documents/document-preview';
import {
  documentEditorLoaded,
  LazyDocumentEditor,
  prepareDocumentEditor,
  releasePreparedEditor,
} from '@/pages/documents/lazy-document-editor';

const EDITOR_AFTER_TEXT_MS = 250;

type OpenDocumentProps = { id: string; userId: string; onLeave: () => void; onOpen: (id: string) => void };

/**
 * A saved document: a spinner while it loads (fresh from the server), an error if it cannot, else the
 * editor. The first time, the text shows read-only at once and the editor's code downloads only once
 * that is on screen (the text does not share the phone's link with it); the editor then takes over.
 */
export function OpenDocument({ id, userId, onLeave, onOpen }: OpenDocumentProps) {
  // The editor starts from the server's copy of now, never from an older cached one, and keeps it:
  // once it has it, the query rests (a live update or a save does not fetch the whole text again).
  const [initial, setInitial] = useState<DocumentDto | null>(null);
  const document = useEditorDocument(id, { enabled: initial === null });
  const fresh = document.data && document.isFetchedAfterMount && !document.isFetching ? document.data : null;
  if (initial === null && fresh) setInitial(fresh);
  const [editorWanted, setEditorWanted] = useState(documentEditorLoaded);
  useEffect(() => {
    if (!initial || editorWanted) return;
    // A moment after the text is on screen (two frames, then a quarter of a second): its paint does not
    // wait behind the editor's download and start-up, which take the phone's link and processor. The
    // editor is made ahead in short tasks, then its screen renders in a transition (in slices of work).
    let cancelled = false;
    let timer = 0;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => {
          const takeOver = () => !cancelled && startTransition(() => setEditorWanted(true));
          prepareDocumentEditor(initial.content).then(takeOver, takeOver);
        }, EDITOR_AFTER_TEXT_MS);
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [initial, editorWanted]);
  // An editor made ahead for a document left before its editor showed is dropped.
  useEffect(() => releasePreparedEditor, []);

  if (initial && !editorWanted) return <DocumentPreview userId={userId} document={initial} onLeave={onLeave} />;
  if (initial) {
    return (
      <Suspense fallback={<DocumentPreview userId={userId} document={initial} onLeave={onLeave} />}>
        <LazyDocumentEditor userId={userId} initial={initial} onLeave={onLeave} onOpen={onOpen} />
      </Suspense>
    );
  }
  if (document.isError) {
    return (
      <ErrorScreen
        title="Could not open the document"
        message={serverMessage(document.error, 'Could not load the document.')}
        back={{ href: paths.documents, label: 'Back to Documents' }}
      />
    );
  }
  return <Loading size="screen" />;
}
