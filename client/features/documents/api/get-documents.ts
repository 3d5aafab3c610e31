import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { DocumentPage, DocumentSummary } from '@common/documents';
import type { DocumentKind } from '@common/journeys';
import { apiGet, queryFor } from '@/lib/api-client';
import { api, paged, resource } from '@/lib/routes';

export const documentsQueryOptions = queryOptions(queryFor(resource(api.documents.list)));

/** Documents a list screen asks for at a time. */
export const DOCUMENT_LIST_PAGE = 30;

/**
 * The chats or the editor documents whose titles hold every word of `search`, a page at a time; with
 * `productId`, those of one product (`none`: of no product).
 */
export const documentPages = (kind: DocumentKind, search: string, productId?: string) =>
  paged(api.documents.list, undefined, { kind, ...(search ? { q: search } : {}), ...(productId ? { productId } : {}) });

export const documentPagesQueryOptions = (kind: DocumentKind, search: string, productId?: string) => {
  const pages = documentPages(kind, search, productId);
  return infiniteQueryOptions({
    queryKey: pages.queryKey,
    queryFn: ({ pageParam, signal }) => apiGet(pages.page(DOCUMENT_LIST_PAGE, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: DocumentPage) => page.nextCursor,
  });
};

/** Every loaded page's documents, in order. */
const loaded = (data: InfiniteData<DocumentPage>): DocumentSummary[] => data.pages.flatMap((page) => page.items);

/**
 * The signed-in user's chats or editor documents, newest first, `DOCUMENT_LIST_PAGE` at a time
 * (`fetchNextPage` for more); while a new search loads, the last answer stays on screen.
 */
export function useDocumentPages(kind: DocumentKind, search: string, productId?: string) {
  return useInfiniteQuery({ ...documentPagesQueryOptions(kind, search, productId), select: loaded, placeholderData: keepPreviousData });
}
