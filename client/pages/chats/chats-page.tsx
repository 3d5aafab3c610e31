import { MessageSquare, MessageSquarePlus, MessagesSquare } from 'lucide-react';
import type { EmptyStateProps } from '@/components/empty-state';
import { EntityCard } from '@/components/entity-card';
import { CardGrid } from '@/components/card-grid';
import { ListSearch, noMatch } from '@/components/list-search';
import { MoreItems } from '@/components/more-items';
import { PageLayout } from '@/components/page-layout';
import { dismissToast, toast } from '@/lib/toast';
import { useDocumentListPage } from '@/features/documents/hooks/use-document-list-page';
import { ProductFilter, useProductNames } from '@/features/products/components/product-filter';
import { paths } from '@/lib/paths';

const EMPTY: EmptyStateProps = {
  variant: 'plain',
  icon: MessagesSquare,
  title: 'No chats yet',
  text: 'Ask a question or pick a guided journey, and your conversations will gather here.',
  action: { href: paths.home, label: 'Start a new chat', icon: MessageSquarePlus },
};

/** All Chats: every document that is not an editor document, newest first, a page at a time, searchable by title. */
export function ChatsPage() {
  const { typed, setTyped, search, pages: chats, count, subtitle, product, remove } = useDocumentListPage('chat');
  const productNames = useProductNames();

  const deleteChat = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => dismissToast('delete-document'),
      onError: () => toast({ id: 'delete-document', variant: 'destructive', title: 'Error', description: 'Failed to delete document' }),
    });

  return (
    <PageLayout title="All Chats" subtitle={subtitle}>
      {(count !== 0 || typed) && <ListSearch label="Search chats" value={typed} onChange={setTyped} />}
      <ProductFilter filter={product} />
      <CardGrid
        query={{ isError: chats.isLoadingError, refetch: chats.refetch }}
        items={chats.data}
        failed="Could not load your chats."
        empty={EMPTY}
        noMatch={search ? noMatch('chats', search) : product.productId ? 'No chats in this product yet.' : undefined}
        columns="md:grid-cols-2 lg:grid-cols-3"
      >
        {(chat) => (
          <EntityCard
            key={chat.id}
            title={chat.title.trim() || 'Untitled'}
            createdAt={chat.createdAt}
            icon={MessageSquare}
            open={{ href: paths.chat(chat.id), label: 'Open Chat' }}
            noun="chat"
            product={chat.productId ? productNames.get(chat.productId) : undefined}
            onDelete={() => deleteChat(chat.id)}
            deleting={remove.isPending && remove.variables === chat.id}
          />
        )}
      </CardGrid>
      <MoreItems query={chats} />
    </PageLayout>
  );
}
