import { useLocation, useSearch } from 'wouter';
import { useListSearch } from '@/components/list-search';
import { useDeleteDocument } from '@/features/documents/api/delete-document';
import { useDocumentPages } from '@/features/documents/api/get-documents';
import { useSidebar } from '@/features/sidebar/api/get-sidebar';
import { useProductFilter } from '@/features/products/components/product-filter';
import type { DocumentKind } from '@common/journeys';

const NOUNS = { chat: ['chat', 'chats'], editor: ['document', 'documents'] } as const;

/**
 * What the All Chats and Documents screens share: the search box's text, kept in the address as
 * `?q=` (a reload or a shared link shows the same matches), the pages of that kind found on the
 * server, the subtitle's count ("12 chats") and the delete.
 */
export function useDocumentListPage(kind: DocumentKind) {
  const [location, navigate] = useLocation();
  // The address holds what is typed, as it is typed: a link without `?q=` (the sidebar's) clears it.
  const query = useSearch();
  const typed = new URLSearchParams(query).get('q') ?? '';
  const setTyped = (text: string) => {
    // The product filter (`?productId=`) stays as it is.
    const params = new URLSearchParams(query);
    if (text) params.set('q', text);
    else params.delete('q');
    const next = params.toString();
    navigate(next ? `${location}?${next}` : location, { replace: true });
  };
  const search = useListSearch(typed);
  const product = useProductFilter();

  const pages = useDocumentPages(kind, search, product.productId);
  const counts = useSidebar().data?.counts;
  const count = kind === 'chat' ? counts?.chats : counts?.documents;
  const [one, many] = NOUNS[kind];
  const subtitle = product.label ?? (count === undefined ? null : `${count} ${count === 1 ? one : many}`);
  return { typed, setTyped, search, pages, count, subtitle, product, remove: useDeleteDocument() };
}
