import { Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useSearch } from 'wouter';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { paths } from '@/lib/paths';
import { DocumentList } from '@/pages/documents/document-list';
import { LazyDocumentEditor } from '@/pages/documents/lazy-document-editor';
import { OpenDocument } from '@/pages/documents/open-document';

/**
 * /documents: the list, or the editor. `?id={id}` opens a saved document (the Templates screen links
 * there too), `?new=1` a new one; once its first edit creates it, the address becomes its `?id=`
 * without leaving the editor (the caret and the text stay where they are).
 */
export function DocumentsPage() {
  const { data: user } = useUser();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const id = params.get('id');
  const isNew = params.get('new') !== null;
  /** The document that the open new-document editor has just created. */
  const [adopted, setAdopted] = useState<string | null>(null);

  if (!user) return <FullPageSpinner />;
  if (!id && !isNew) {
    if (adopted !== null) setAdopted(null);
    return <DocumentList />;
  }

  const onCreated = (createdId: string) => {
    // Known before the address changes: no render in between may take the editor away.
    flushSync(() => setAdopted(createdId));
    navigate(paths.document(createdId), { replace: true });
  };
  const leave = () => navigate(paths.documents);
  const openDocument = (openedId: string) => navigate(paths.document(openedId));

  return (
    <Suspense fallback={<FullPageSpinner />}>
      {isNew || id === adopted ? (
        <LazyDocumentEditor key="new" userId={user.id} initial={null} onCreated={onCreated} onLeave={leave} onOpen={openDocument} />
      ) : (
        <OpenDocument key={id} id={id as string} userId={user.id} onLeave={leave} onOpen={openDocument} />
      )}
    </Suspense>
  );
}
