import { readEditorDocumentEarly } from '@/features/documents/api/editor-document';
import { designsQueryOptions } from '@/features/designs/api/get-designs';
import { paths } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';

let done = false;

/**
 * Once per page load, when the user is known: the data the opening screen shows first is read while
 * that screen's code downloads, rather than after it. A saved document (its editor takes this read),
 * and the designs list.
 */
export function readOpeningData() {
  if (done) return;
  done = true;
  const { pathname, search } = window.location;
  if (pathname === paths.documents) {
    const id = new URLSearchParams(search).get('id');
    if (id) readEditorDocumentEarly(id);
  } else if (pathname === paths.designs) {
    void queryClient.prefetchQuery(designsQueryOptions);
  }
}
