import { PageLayout } from '@/components/page-layout';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useDeleteDocument } from '@/features/documents/api/delete-document';
import { useDocuments } from '@/features/documents/api/get-documents';
import { CreateDocumentCard, EmptyDocuments } from '@/features/documents/components/create-document-card';
import { DocumentCard } from '@/features/documents/components/document-card';
import { removeDocumentDrafts } from '@/features/documents/lib/local-draft';
import { documentPath, NEW_DOCUMENT_PATH } from '@/pages/documents/paths';

/** Documents: the dashed Create New Document card, then the editor documents (type enhance), newest first. */
export function DocumentList() {
  const documents = useDocuments();
  const remove = useDeleteDocument();
  const list = documents.data?.filter((document) => document.type === 'enhance');
  const subtitle = list && `${list.length} ${list.length === 1 ? 'document' : 'documents'}`;

  const deleteDocument = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        removeDocumentDrafts(id);
        toast({ title: 'Success', description: 'Document deleted successfully' });
      },
      onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to delete document' }),
    });

  return (
    <PageLayout title="Documents" subtitle={subtitle}>
      {documents.isError ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-sm text-muted-foreground">Could not load your documents.</p>
          <Button variant="outline" onClick={() => void documents.refetch()}>
            Try again
          </Button>
        </div>
      ) : !list ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-6 text-primary" />
        </div>
      ) : list.length === 0 ? (
        <EmptyDocuments href={NEW_DOCUMENT_PATH} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          <CreateDocumentCard href={NEW_DOCUMENT_PATH} />
          {list.map((document) => (
            <DocumentCard
              key={document.id}
              document={document}
              href={documentPath(document.id)}
              onDelete={() => deleteDocument(document.id)}
              deleting={remove.isPending && remove.variables === document.id}
            />
          ))}
        </ul>
      )}
    </PageLayout>
  );
}
