import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentDto } from '@common/documents';
import { apiSend, queryFor } from '@/lib/api-client';
import { documentsApi } from '@/lib/api-routes/documents';

/**
 * One document for the documents editor: no retry, always stale (it is read again each time the
 * editor opens it), no refetch on window focus.
 */
export const editorDocumentQueryOptions = (id: string) =>
  queryOptions({ ...queryFor(documentsApi.one(id)), retry: false, staleTime: 0, refetchOnWindowFocus: false });

/** `enabled: false` once the editor holds the text: later changes (live updates) must not refetch it under the user. */
export function useEditorDocument(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...editorDocumentQueryOptions(id), enabled });
}

/** The documents editor saves the whole document, {id, title, content}. */
export const saveDocument = ({ id, title, content }: Pick<DocumentDto, 'id' | 'title' | 'content'>) =>
  apiSend(documentsApi.update(id), { id, title, content });

/** "Analyze with AI": the server reviews the saved text and answers the review as assistant messages. */
export const analyzeDocument = (id: string) => apiSend(documentsApi.analyze(id));

/** A .txt, .md, .docx or .doc file as editor HTML (headings, lists, bold and italic kept). */
export function importDocumentFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiSend(documentsApi.import, form);
}
