import { FilePlus2, FileText } from 'lucide-react';
import { CardGrid } from '@/components/card-grid';
import type { EmptyStateProps } from '@/components/empty-state';
import { EntityCard } from '@/components/entity-card';
import { ListSearch, noMatch } from '@/components/list-search';
import { MoreItems } from '@/components/more-items';
import { PageLayout } from '@/components/page-layout';
import { toast } from '@/lib/toast';
import { useDocumentListPage } from '@/features/documents/hooks/use-document-list-page';
import { ProductFilter, useProductNames } from '@/features/products/components/product-filter';
import { removeDocumentDrafts } from '@/features/documents/lib/local-draft';
import { paths } from '@/lib/paths';

const EMPTY: EmptyStateProps = {
  icon: FileText,
  title: 'No documents yet',
  text: 'Paste a PRD, or upload a .docx, .doc, .md or .txt file, and Northstar reviews it like a Chief Product Officer would, then answers your questions about it.',
  action: { href: paths.newDocument, label: 'Create New Document', icon: FilePlus2 },
};

/** Documents: the dashed Create New Document card, then the editor documents, newest first, a page at a time, searchable by title. */
export function DocumentList() {
  const { typed, setTyped, search, pages: documents, count, subtitle, product, remove } = useDocumentListPage('editor');
  const productNames = useProductNames();

  const deleteDocument = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        removeDocumentDrafts(id);
        toast({ id: 'delete-document', title: 'Success', description: 'Document deleted successfully' });
      },
      onError: () => toast({ id: 'delete-document', variant: 'destructive', title: 'Error', description: 'Failed to delete document' }),
    });

  return (
    <PageLayout title="Documents" subtitle={subtitle}>
      {(count !== 0 || typed) && <ListSearch label="Search documents" value={typed} onChange={setTyped} />}
      <ProductFilter filter={product} />
      <CardGrid
        query={{ isError: documents.isLoadingError, refetch: documents.refetch }}
        items={documents.data}
        failed="Could not load your documents."
        empty={EMPTY}
        noMatch={search ? noMatch('documents', search) : product.productId ? 'No documents in this product yet.' : undefined}
        create={{ text: 'Write or import a PRD and get an AI review', className: 'min-h-[180px]' }}
        columns="md:grid-cols-2 lg:grid-cols-3"
      >
        {(document) => (
          <EntityCard
            key={document.id}
            title={document.title.trim() || 'Untitled'}
            createdAt={document.createdAt}
            createdLabel
            icon={FileText}
            open={{ href: paths.document(document.id), label: 'Continue Editing' }}
            noun="document"
            product={document.productId ? productNames.get(document.productId) : undefined}
            onDelete={() => deleteDocument(document.id)}
            deleting={remove.isPending && remove.variables === document.id}
          />
        )}
      </CardGrid>
      <MoreItems query={documents} />
    </PageLayout>
  );
}
